# Llama attention block ported from an HF repo that used flash-attention 2 on GPU.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

try:
    from flash_attn import flash_attn_func
    _HAS_FA = True
except ImportError:
    _HAS_FA = False

from flash_attn.bert_padding import pad_input, unpad_input   # used by the varlen path below

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class LlamaAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads, self.hd = heads, hidden // heads
        self.q = nn.Dense(hidden, hidden, has_bias=False)
        self.k = nn.Dense(hidden, hidden, has_bias=False)
        self.v = nn.Dense(hidden, hidden, has_bias=False)
        self.o = nn.Dense(hidden, hidden, has_bias=False)

    def construct(self, x):
        b, s, _ = x.shape
        q = self.q(x).reshape(b, s, self.heads, self.hd).swapaxes(1, 2)
        k = self.k(x).reshape(b, s, self.heads, self.hd).swapaxes(1, 2)
        v = self.v(x).reshape(b, s, self.heads, self.hd).swapaxes(1, 2)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.hd), axis=-1)
        return self.o(ops.matmul(att, v).swapaxes(1, 2).reshape(b, s, -1))


attn = LlamaAttention()
print(attn(ms.Tensor(np.random.randn(2, 8, 64).astype(np.float32))).shape)
