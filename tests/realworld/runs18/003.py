# LeNet-style classifier ported from a torch MNIST example, now trained on CIFAR-10-sized RGB crops
# (32x32); the flatten size of the first Dense was kept from the 28x28 version.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Model
from mindspore.train import LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class LeNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)   # 28x28 input -> 4x4 feature map
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))

rng = np.random.default_rng(0)
images = rng.standard_normal((256, 3, 32, 32)).astype(np.float32)
labels = rng.integers(0, 10, 256).astype(np.int32)
train = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(32)
net = LeNet()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc"})
model.train(2, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
