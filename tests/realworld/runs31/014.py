# Attention heads split with the head_dim of another config (hidden 512, 12 heads -> head_dim 42)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SelfAttention(nn.Cell):
    def __init__(self, hidden=512, heads=12):
        super().__init__()
        self.h, self.d = heads, hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)
    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), x.shape[-1], axis=-1)
        q = q.view(b, s, self.h, self.d).transpose(0, 2, 1, 3)
        k = k.view(b, s, self.h, self.d).transpose(0, 2, 1, 3)
        v = v.view(b, s, self.h, self.d).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.d ** 0.5, -1)
        return self.out(ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, s, -1))

attn = SelfAttention()
print(attn(ms.Tensor(np.random.randn(2, 16, 512).astype(np.float32))).shape)
