# python set() used inside construct to deduplicate layer ids (graph mode)
# Code ported from a PyTorch forward keeps a set of layer indices to skip.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class Stack(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(8, 8) for _ in range(4)])
    def construct(self, x):
        skip = {1, 3}
        for i, layer in enumerate(self.layers):
            if i not in skip:
                x = layer(x)
        return x
print(Stack()(Tensor(np.ones((2, 8), np.float32))).shape)
