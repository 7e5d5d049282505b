# LeNet-5 ported from the PyTorch tutorial (written for 32x32 CIFAR), trained on 28x28 grayscale digits.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as T

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)

class LeNet5(nn.Cell):
    def __init__(self, num_class=10, num_channel=1):
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = x.view(x.shape[0], -1)           # torch: x.view(-1, 16*5*5)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

class SyntheticDigits:
    def __init__(self, n=1024):
        rng = np.random.default_rng(0)
        self.y = rng.integers(0, 10, size=n).astype(np.int32)
        self.x = (rng.random((n, 28, 28, 1)) * 255).astype(np.uint8)
        for i, c in enumerate(self.y):
            self.x[i, 2 + 2 * c:6 + 2 * c, 4:24, 0] = 255
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

dataset = ds.GeneratorDataset(SyntheticDigits(), ["image", "label"], shuffle=True)
dataset = dataset.map([vision.Rescale(1.0 / 255.0, 0.0), vision.Normalize([0.1307], [0.3081]), vision.HWC2CHW()], "image")
dataset = dataset.map(T.TypeCast(ms.int32), "label").batch(64, drop_remainder=True)
print("batches per epoch:", dataset.get_dataset_size())

net = LeNet5()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})
model.train(2, dataset, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
