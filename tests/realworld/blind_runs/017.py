# generator expression / yield in construct
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class Net(nn.Cell):
    def chunks(self, x):
        for i in range(2):
            yield x[i]
    def construct(self, x):
        out = 0
        for c in self.chunks(x):
            out = out + c
        return out

print(Net()(Tensor(np.ones((2, 3), np.float32))))
