# LeNet-style CNN ported from a PyTorch CIFAR example (32x32 RGB inputs).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)

class Net(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

class RandomImages:
    def __init__(self, n=512):
        rng = np.random.default_rng(0)
        self.x = rng.standard_normal((n, 3, 32, 32)).astype(np.float32)
        self.y = rng.integers(0, 10, n).astype(np.int32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

train_ds = ds.GeneratorDataset(RandomImages(), ["image", "label"], shuffle=True).batch(64, drop_remainder=True)
net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})
print("steps per epoch:", train_ds.get_dataset_size())
model.train(3, train_ds, callbacks=[ms.LossMonitor(2), ms.TimeMonitor()])
