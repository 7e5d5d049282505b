# concat of tensors with different trailing dims in graph mode
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class Net(nn.Cell):
    def construct(self, a, b):
        return ops.concat((a, b), axis=1)

print(Net()(Tensor(np.ones((2, 3, 8), np.float32)), Tensor(np.ones((2, 5, 16), np.float32))).shape)
