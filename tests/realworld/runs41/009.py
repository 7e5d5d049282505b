# Mistake: torch.autocast emulated by hand in the MindSpore port: only the query projection is put
# in half precision (`self.q_proj.to_float(ms.float16)`, the port of `q_proj.half()` from a
# memory-saving patch), while k_proj stays float32. torch's matmul under autocast cast both sides;
# mindspore ops.bmm gets a Float16 query and a Float32 key.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

class Attention(nn.Cell):
    def __init__(self, h=64, heads=4):
        super().__init__()
        self.heads, self.hd = heads, h // heads
        self.q_proj = nn.Dense(h, h).to_float(ms.float16)
        self.k_proj = nn.Dense(h, h)
        self.v_proj = nn.Dense(h, h)
    def _split(self, t, b, s):
        return t.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3).reshape(b * self.heads, s, self.hd)
    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = self._split(self.q_proj(x), b, s), self._split(self.k_proj(x), b, s), self._split(self.v_proj(x), b, s)
        scores = ops.bmm(q, k.swapaxes(1, 2)) / (self.hd ** 0.5)
        return ops.bmm(ops.softmax(scores, -1), v)

attn = Attention()
x = ms.Tensor(np.random.randn(2, 10, 64).astype(np.float32))
print("context", attn(x).shape)
