"""LeNet-5 ported line by line from the PyTorch tutorial (28x28 grayscale input, fc1 = 16*4*4 as in torch)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class LeNet5(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)      # torch: nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)     # torch: nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)  # 28 -> 24 -> 12 -> 8 -> 4
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

rng = np.random.default_rng(0)
images = rng.random((640, 1, 28, 28), dtype=np.float32)
labels = rng.integers(0, 10, 640).astype(np.int32)
train = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(64)

net = LeNet5()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc": Accuracy()})
model.train(2, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
