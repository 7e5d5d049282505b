# Mixed precision by hand: activations cast to fp16, weight left in fp32
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Proj(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(ms.Tensor(np.random.randn(64, 64).astype(np.float32)), name="weight")

    def construct(self, x):
        x = x.astype(ms.float16)   # like torch autocast
        return ops.matmul(x, self.weight)

net = Proj()
x = ms.Tensor(np.random.randn(4, 64).astype(np.float32))
print(net(x).shape)
