# LeNet-style CNN for 32x32 RGB images (ported from a 28x28 MNIST PyTorch example).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(1)
imgs = rng.integers(0, 256, (512, 32, 32, 3), dtype=np.uint8)
labels = rng.integers(0, 10, 512).astype(np.int32)
data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=True)
data = data.map([vision.Rescale(1 / 255.0, 0.0), vision.Normalize([0.5] * 3, [0.5] * 3), vision.HWC2CHW()], "image")
data = data.batch(32, drop_remainder=True)

class LeNet5(nn.Cell):
    def __init__(self, num_classes=10, channels=3):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))

net = LeNet5()
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc"})
model.train(2, data, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
