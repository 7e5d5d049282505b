# Grayscale (1-channel) images fed to a ResNet-style stem built for RGB (in_channels=3).
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
net = nn.SequentialCell(nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
imgs = Tensor(np.random.rand(8, 1, 28, 28).astype(np.float32))
print(net(imgs).shape)
