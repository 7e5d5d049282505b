# ResNet stem ported from torch: nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class Stem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, kernel_size=7, stride=2, pad_mode="pad", padding=3, has_bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
    def construct(self, x):
        return self.maxpool(self.relu(self.bn1(self.conv1(x))))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = Stem()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16, 10)
    def construct(self, x):
        return self.fc(self.pool(self.stem(x)).reshape(x.shape[0], -1))

net = Net()
x = Tensor(np.random.randn(2, 3, 64, 64).astype(np.float32))
print(net(x).shape)
