# Cell subclass whose __init__ forgets super().__init__()
# Attributes are assigned before nn.Cell is initialised.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
class Classifier(nn.Cell):
    def __init__(self, num_classes=10):
        self.num_classes = num_classes
        self.proj = nn.Dense(32, num_classes)
    def construct(self, x):
        return self.proj(x)
net = Classifier()
print(net(Tensor(np.ones((4, 32), np.float32))).shape)
