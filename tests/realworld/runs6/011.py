# MLP block copied from an Ascend Llama recipe uses the fused ops.swiglu; the port is being debugged on a CPU laptop.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
class GatedMLP(nn.Cell):
    def __init__(self, dim=64, hidden=172):
        super().__init__()
        self.w13 = nn.Dense(dim, 2 * hidden, has_bias=False)
        self.w2 = nn.Dense(hidden, dim, has_bias=False)
    def construct(self, x):
        return self.w2(ops.swiglu(self.w13(x), dim=-1))
mlp = GatedMLP()
x = Tensor(np.random.randn(2, 16, 64).astype(np.float32))
print("mlp out", mlp(x).shape)
