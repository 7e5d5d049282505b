# Decoder block ported from PyTorch keeps `del attn_weights` (a torch habit to free the attention matrix early)
# inside construct; the model is compiled in GRAPH_MODE for training speed.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
class Block(nn.Cell):
    def __init__(self, h=32):
        super().__init__()
        self.q = nn.Dense(h, h); self.k = nn.Dense(h, h); self.v = nn.Dense(h, h)
        self.mlp = nn.SequentialCell(nn.Dense(h, 4 * h), nn.GELU(), nn.Dense(4 * h, h))
        self.norm1 = nn.LayerNorm((h,)); self.norm2 = nn.LayerNorm((h,))
    def construct(self, x):
        y = self.norm1(x)
        attn_weights = ops.softmax(ops.matmul(self.q(y), self.k(y).swapaxes(1, 2)) / 32 ** 0.5, -1)
        attn_out = ops.matmul(attn_weights, self.v(y))
        del attn_weights
        x = x + attn_out
        return x + self.mlp(self.norm2(x))
net = nn.SequentialCell(Block(), Block())
x = Tensor(np.random.default_rng(0).normal(size=(2, 8, 32)).astype(np.float32))
print("output", net(x).shape)
