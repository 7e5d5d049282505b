# serve an exported MINDIR with inputs built from numpy features
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
    def construct(self, x):
        return self.body(x)

net = Regressor(); net.set_train(False)
ms.export(net, Tensor(np.zeros((4, 10), np.float32)), file_name="regressor", file_format="MINDIR")
print("exported regressor.mindir")
served = nn.GraphCell(ms.load("regressor.mindir"))
feats = np.random.rand(4, 10)          # pandas/numpy features default to float64
x = Tensor(feats)
print("input", x.shape, x.dtype)
print(served(x))
