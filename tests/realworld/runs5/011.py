# KV cache kept as a Python list attribute and appended to inside construct (GRAPH_MODE).
import numpy as np, mindspore as ms
from mindspore import nn, Tensor, ops
ms.set_context(mode=ms.GRAPH_MODE)
class Decoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(8, 8)
        self.cache = []
    def construct(self, x):
        k = self.proj(x)
        self.cache.append(k)
        return ops.concat(self.cache, axis=1)
d = Decoder()
x = Tensor(np.ones((1, 1, 8), np.float32))
for _ in range(3):
    print(d(x).shape)
