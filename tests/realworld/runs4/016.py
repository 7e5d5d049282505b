# try/except around an op inside construct under GRAPH_MODE (fallback path written for PyNative).
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
class Safe(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 4)
    def construct(self, x):
        try:
            y = self.fc(x)
        except ValueError:
            y = x
        return y
print(Safe()(Tensor(np.ones((2, 4), np.float32))))
