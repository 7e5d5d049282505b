# Attention block from an Ascend Llama recipe (fused ops.flash_attention_score) reused in a CPU smoke test.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class FlashSelfAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)
    def construct(self, x):
        q, k, v = ops.split(self.qkv(x), x.shape[-1], axis=-1)
        o = ops.flash_attention_score(q, k, v, self.heads, input_layout="BSH", scalar_value=0.25)
        return self.out(o)

net = FlashSelfAttention()
x = Tensor(np.random.default_rng(0).standard_normal((2, 16, 64)).astype(np.float32))
print("output", net(x).shape)
