# Attention with a torch-style fallback: try the fused kernel, except -> manual softmax attention (GRAPH_MODE)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

class Attn(nn.Cell):
    def __init__(self, d=64, h=4):
        super().__init__()
        self.qkv = nn.Dense(d, 3 * d)
        self.o = nn.Dense(d, d)
        self.h = h
        self.d = d
    def construct(self, x):
        B, L, _ = x.shape
        q, k, v = ops.split(self.qkv(x), self.d, axis=-1)
        q = q.reshape(B, L, self.h, -1).transpose(0, 2, 1, 3)
        k = k.reshape(B, L, self.h, -1).transpose(0, 2, 1, 3)
        v = v.reshape(B, L, self.h, -1).transpose(0, 2, 1, 3)
        try:
            out = ops.flash_attention_score(q, k, v, self.h, input_layout="BNSD")
        except Exception:
            att = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) / 4.0, axis=-1)
            out = ops.matmul(att, v)
        return self.o(out.transpose(0, 2, 1, 3).reshape(B, L, self.d))

net = Attn()
print(net(ms.Tensor(np.random.randn(2, 10, 64), ms.float32)).shape)
