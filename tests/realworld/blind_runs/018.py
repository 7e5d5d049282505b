# A helper object created inside construct (fine in PyTorch forward) under strict graph syntax.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
ms.set_device("CPU")


class RunningStats:
    def __init__(self):
        self.values = []

    def add(self, v):
        self.values.append(v)


class Net(nn.Cell):
    def construct(self, x):
        stats = RunningStats()
        stats.add(x.sum())
        return x / stats.values[0]

print(Net()(Tensor(np.ones((2, 3), np.float32))))
