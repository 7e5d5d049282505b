"""LeNet-5 port from the PyTorch tutorial, trained on synthetic 28x28 digit-like images."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)


class LeNet5(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
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


rng = np.random.default_rng(1)
images = rng.random((640, 1, 28, 28), dtype=np.float32)
labels = rng.integers(0, 10, 640).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(64, drop_remainder=True)
print("train batches:", train_ds.get_dataset_size())

net = LeNet5()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
model.train(2, train_ds, callbacks=[ms.LossMonitor(5)], dataset_sink_mode=False)
