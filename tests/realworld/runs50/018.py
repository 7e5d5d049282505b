# HF attention with an optional fused kernel: torch code tries the fused path and falls back on failure.
# Ported to a MindSpore Cell and compiled in GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class Attention(nn.Cell):
    def __init__(self, hidden=32, heads=4):
        super().__init__()
        self.h, self.d = heads, hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.o = nn.Dense(hidden, hidden)

    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), self.h * self.d, axis=-1)
        q = q.reshape(b, s, self.h, self.d).swapaxes(1, 2)
        k = k.reshape(b, s, self.h, self.d).swapaxes(1, 2)
        v = v.reshape(b, s, self.h, self.d).swapaxes(1, 2)
        try:
            out = ops.flash_attention_score(q, k, v, self.h, input_layout="BNSD")
        except Exception:
            att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.d ** 0.5, axis=-1)
            out = ops.matmul(att, v)
        return self.o(out.swapaxes(1, 2).reshape(b, s, -1))


net = Attention()
x = ms.Tensor(np.random.randn(2, 8, 32).astype(np.float32))
print(net(x).shape)
