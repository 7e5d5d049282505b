# Input validation with a tensor-dependent raise inside construct (GRAPH_MODE).
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 2)
    def construct(self, x):
        if ops.isnan(x).any():
            raise ValueError(f"NaN in input batch with shape {x.shape}")
        return self.fc(x)
x = np.ones((3, 4), np.float32)
x[1, 2] = np.nan
print(Net()(Tensor(x)))
