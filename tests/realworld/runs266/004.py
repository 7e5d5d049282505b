# LeNet-5 ported from the PyTorch tutorial, trained with mindspore.train.Model on MNIST-sized synthetic digits.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(3)

class LeNet5(nn.Cell):
    def __init__(self, num_class=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(512):
        label = rng.integers(0, 10)
        img = rng.normal(0, 0.3, (1, 28, 28)).astype(np.float32)
        img[0, 2 * label:2 * label + 6, 4:24] += 1.0
        yield img, np.int32(label)

train_ds = ds.GeneratorDataset(gen, column_names=["image", "label"], shuffle=True).batch(32, drop_remainder=True)
print("dataset size:", train_ds.get_dataset_size())
net = LeNet5()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
model.train(2, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
