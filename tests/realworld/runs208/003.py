"""LeNet-5 port from the PyTorch tutorial, trained with mindspore.train.Model in GRAPH mode."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(2)
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")


class LeNet5(nn.Cell):
    # torch: Conv2d(1, 6, 5) -> pool -> Conv2d(6, 16, 5) -> pool -> Linear(16*5*5, 120) -> 84 -> 10
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
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


class DigitsLike:
    """Synthetic 32x32 'digits': a class-dependent bar pattern plus noise."""
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 10, n).astype(np.int32)
        self.x = rng.normal(0, 0.3, (n, 1, 32, 32)).astype(np.float32)
        for i, c in enumerate(self.y):
            self.x[i, 0, 3 * c:3 * c + 3, :] += 1.0

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


train_ds = ds.GeneratorDataset(DigitsLike(2048, 0), ["image", "label"], shuffle=True).batch(64, drop_remainder=True)
eval_ds = ds.GeneratorDataset(DigitsLike(512, 1), ["image", "label"], shuffle=False).batch(64)
net = LeNet5()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy()})
print("start training")
model.train(2, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
print(model.eval(eval_ds, dataset_sink_mode=False))
