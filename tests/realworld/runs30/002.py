# Multi-head attention ported from a PyTorch implementation (q.view(B, S, H, D).transpose(1, 2))
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SelfAttention(nn.Cell):
    def __init__(self, hidden_size=96, num_heads=8):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = 16   # copied from the 128-hidden config (128 / 8)
        self.qkv = nn.Dense(hidden_size, 3 * hidden_size)
        self.out = nn.Dense(hidden_size, hidden_size)

    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), x.shape[-1], axis=-1)
        q = q.view(b, s, self.num_heads, self.head_dim).swapaxes(1, 2)
        k = k.view(b, s, self.num_heads, self.head_dim).swapaxes(1, 2)
        v = v.view(b, s, self.num_heads, self.head_dim).swapaxes(1, 2)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / (self.head_dim ** 0.5)
        ctx = ops.matmul(ops.softmax(scores, axis=-1), v)
        ctx = ctx.swapaxes(1, 2).reshape(b, s, -1)
        return self.out(ctx)

attn = SelfAttention()
x = ms.Tensor(np.random.randn(2, 10, 96).astype(np.float32))
y = attn(x)
print("output", y.shape)
