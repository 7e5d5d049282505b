# Half-precision network under GRAPH_MODE fed float32 inputs through a hand-written MatMul.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
ms.set_context(mode=ms.GRAPH_MODE)
class Proj(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.random.randn(32, 32).astype(np.float16)), name="w")
        self.matmul = ops.MatMul()
    def construct(self, x):
        return self.matmul(x, self.w)
print(Proj()(Tensor(np.random.randn(4, 32).astype(np.float32))).shape)
