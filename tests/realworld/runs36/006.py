# Attention layer ported from HF; the torch forward imported the fused kernel lazily inside forward
# (from flash_attn import flash_attn_func, falling back to SDPA). The port kept the lazy import pattern
# inside construct (importing mindspore.mint) and is compiled under GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

class Attention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.h, self.d = heads, hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.o = nn.Dense(hidden, hidden)
    def construct(self, x):
        from mindspore import mint
        b, s, c = x.shape
        q, k, v = ops.split(self.qkv(x), c, axis=-1)
        q = q.reshape(b, s, self.h, self.d).swapaxes(1, 2)
        k = k.reshape(b, s, self.h, self.d).swapaxes(1, 2)
        v = v.reshape(b, s, self.h, self.d).swapaxes(1, 2)
        att = mint.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.d ** 0.5, dim=-1)
        return self.o(ops.matmul(att, v).swapaxes(1, 2).reshape(b, s, c))

layer = Attention()
x = Tensor(np.random.randn(2, 16, 64).astype(np.float32))
print("attention out", layer(x).shape)
