# RoPE cos/sin tables built over the full hidden size (dim=64) instead of the per-head dimension (head_dim=16), a
# slip when porting apply_rotary_pos_emb from a single-head reference.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
class RotaryAttention(nn.Cell):
    def __init__(self, dim=64, heads=4, max_pos=128):
        super().__init__()
        self.heads, self.hd = heads, dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        inv = 1.0 / (10000 ** (np.arange(0, dim, 2) / dim))
        freqs = np.outer(np.arange(max_pos), inv)
        emb = np.concatenate([freqs, freqs], -1)
        self.cos = Tensor(np.cos(emb).astype(np.float32))
        self.sin = Tensor(np.sin(emb).astype(np.float32))
    def rotate(self, t):
        a, b = ops.chunk(t, 2, -1)
        return ops.cat((-b, a), -1)
    def construct(self, x):
        b, s, d = x.shape
        q, k, v = ops.chunk(self.qkv(x), 3, -1)
        q = q.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        q = q * self.cos + self.rotate(q) * self.sin
        k = k * self.cos + self.rotate(k) * self.sin
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.hd ** 0.5, -1)
        return ops.matmul(att, v.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3))
net = RotaryAttention()
print("attention output:", net(Tensor(np.random.randn(2, 128, 64).astype(np.float32))).shape)
