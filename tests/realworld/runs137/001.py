"""Small CNN on synthetic 'digits' - ported from a PyTorch Dataset class."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class DigitsDataset:
    """Same interface as the torch Dataset we had: __getitem__ / __len__."""
    def __init__(self, n=256):
        rng = np.random.default_rng(0)
        self.labels = rng.integers(0, 10, size=n).astype(np.int32)
        # images normalised to [0, 1] like torchvision ToTensor()
        self.images = rng.random((n, 1, 28, 28)) / 1.0
        for i, y in enumerate(self.labels):
            self.images[i, 0, y * 2:(y * 2) + 4, :] += 1.0

    def __getitem__(self, idx):
        return self.images[idx], self.labels[idx]

    def __len__(self):
        return len(self.labels)


class LeNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


train_ds = ds.GeneratorDataset(DigitsDataset(), column_names=["image", "label"], shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)

net = LeNet()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"acc"})
print("steps per epoch:", train_ds.get_dataset_size())
model.train(3, train_ds, callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
