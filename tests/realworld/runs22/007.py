# torch-style forward with try/except around an optional branch, compiled with @jit
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(device_target="CPU")

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(8, 8)

    @ms.jit
    def construct(self, x, mask):
        h = self.dense(x)
        try:
            h = h * mask
        except ValueError:
            h = h
        return h.sum()

net = Net()
x = ms.Tensor(np.random.randn(2, 8).astype(np.float32))
mask = ms.Tensor(np.ones((2, 8), np.float32))
print(net(x, mask))
