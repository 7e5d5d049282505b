# Tiny LeNet-style CNN on synthetic 2-class images, trained with Model.train.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 1, 16, 16)).astype(np.float32)
    x[y == 1, :, 4:12, 4:12] += 1.5
    return x, y

def dataset(n, seed, bs=32, shuffle=True):
    x, y = make_data(n, seed)
    d = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=shuffle)
    return d.batch(bs, drop_remainder=True)

class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="same")
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="same")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flat = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, 2)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flat(x))

train_ds = dataset(640, 0)
val_ds = dataset(160, 1, shuffle=False)
net = LeNet()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(val_ds, dataset_sink_mode=False))
