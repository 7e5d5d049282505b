# Mixture-of-adapters module ported from torch: the torch code kept adapter weights in an nn.ParameterList;
# the port creates the Parameters in a loop with a fixed name and wraps them in a ParameterTuple.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Adapters(nn.Cell):
    def __init__(self, n, dim):
        super().__init__()
        self.adapters = ParameterTuple(
            [Parameter(Tensor(np.zeros((dim, dim), np.float32)), name="adapter_weight") for _ in range(n)])
    def construct(self, x, idx):
        return x + ops.matmul(x, self.adapters[idx])

net = Adapters(4, 16)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
print(net(Tensor(np.ones((2, 16), np.float32)), 0).shape)
