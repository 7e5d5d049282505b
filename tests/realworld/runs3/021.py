# Cell subclass defines forward() instead of construct() (PyTorch habit)
# Model file translated line by line from torch.nn.Module keeps the forward method name.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 16)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(16, 8)
    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))
print(MLP()(Tensor(np.ones((2, 8), np.float32))).shape)
