"""LeNet-style CNN ported from a PyTorch FashionMNIST tutorial to MindSpore (28x28 grayscale)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(11)

rng = np.random.default_rng(11)
imgs = rng.random((640, 1, 28, 28), dtype=np.float32)
lbls = rng.integers(0, 10, 640).astype(np.int32)
train_ds = ds.NumpySlicesDataset((imgs, lbls), column_names=["image", "label"], shuffle=True).batch(32, drop_remainder=True)

class LeNet(nn.Cell):
    # torch:
    #   self.conv1 = nn.Conv2d(1, 6, 5, padding=2); self.pool = nn.MaxPool2d(2)
    #   self.conv2 = nn.Conv2d(6, 16, 5);           self.fc1 = nn.Linear(16*5*5, 120)
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="pad", padding=2, has_bias=True)
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid", has_bias=True)
        self.pool = nn.MaxPool2d(2)
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

net = LeNet()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})
print("============== Starting Training ==============")
model.train(2, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
