# Mistake: BLOOM/Falcon-style ALiBi attention ported with the torch-like mint API:
# torch.baddbmm(alibi, q, k^T, beta=1.0, alpha=1/sqrt(d)) -> mindspore.mint.baddbmm. The run is
# smoke-tested on the CPU backend, where mint.baddbmm's Baddbmm kernel is not registered.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


def build_alibi(num_heads, seq_len):
    slopes = np.array([2 ** (-8 * (i + 1) / num_heads) for i in range(num_heads)], np.float32)
    pos = np.arange(seq_len, dtype=np.float32)
    return Tensor((slopes[:, None, None] * pos[None, None, :]).repeat(seq_len, axis=1))


class BloomAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads, self.head_dim = heads, hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.dense = nn.Dense(hidden, hidden)

    def construct(self, x, alibi):
        b, t, c = x.shape
        q, k, v = mint.split(self.qkv(x), c, dim=-1)
        q = q.reshape(b * self.heads, t, self.head_dim)
        k = k.reshape(b * self.heads, t, self.head_dim)
        v = v.reshape(b * self.heads, t, self.head_dim)
        scores = mint.baddbmm(alibi, q, k.swapaxes(1, 2), beta=1.0, alpha=1.0 / math.sqrt(self.head_dim))
        probs = mint.softmax(scores, dim=-1)
        out = mint.bmm(probs, v).reshape(b, t, c)
        return self.dense(out)


attn = BloomAttention()
x = Tensor(np.random.default_rng(0).standard_normal((2, 12, 64)).astype(np.float32))
alibi = mint.tile(build_alibi(4, 12), (2, 1, 1))
print("alibi", alibi.shape)
print("attn out", attn(x, alibi).shape)
