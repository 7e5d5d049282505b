# set_inputs declares 2-D dynamic input, batch fed is 3-D
# Declares a dynamic input shape with set_inputs, then feeds a batch with one more dimension.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 4)
    def construct(self, x):
        return self.fc(x)

net = Net()
net.set_inputs(Tensor(shape=[None, 16], dtype=ms.float32))
out = net(Tensor(np.ones((2, 8, 16), np.float32)))
print(out.shape)
