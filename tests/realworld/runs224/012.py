# LeNet-style CNN on generated 28x28 digits-like data, trained with mindspore.train.Model in graph mode.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
protos = rng.standard_normal((10, 1, 28, 28)).astype(np.float32)
def make(n):
    y = rng.integers(0, 10, n).astype(np.int32)
    return (protos[y] + 0.7 * rng.standard_normal((n, 1, 28, 28))).astype(np.float32), y
Xtr, Ytr = make(2048); Xte, Yte = make(512)
train_ds = ds.NumpySlicesDataset({"image": Xtr, "label": Ytr}, shuffle=True).batch(64, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"image": Xte, "label": Yte}, shuffle=False).batch(64)

class LeNet5(nn.Cell):
    def __init__(self, num_class=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))

net = LeNet5()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"accuracy": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(test_ds, dataset_sink_mode=False))
