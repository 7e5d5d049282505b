"""LeNet-style CNN on synthetic 'digits' with Model.train / Model.eval (graph mode), with recompute on a block."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy, TimeMonitor
import mindspore.dataset as ds

ms.set_seed(1)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(1)
N, C = 1200, 4
protos = rng.normal(0, 1, size=(C, 1, 16, 16)).astype(np.float32)
labels = rng.integers(0, C, N).astype(np.int32)
images = (protos[labels] + 0.8 * rng.normal(size=(N, 1, 16, 16))).astype(np.float32)


def make_ds(x, y, shuffle):
    return ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=shuffle).batch(32, drop_remainder=True)


train_ds = make_ds(images[:1000], labels[:1000], True)
val_ds = make_ds(images[1000:], labels[1000:], False)


class ConvBlock(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, pad_mode="same", weight_init="he_uniform")
        self.bn = nn.BatchNorm2d(cout)
        self.act = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)

    def construct(self, x):
        return self.pool(self.act(self.bn(self.conv(x))))


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b1 = ConvBlock(1, 8)
        self.b2 = ConvBlock(8, 16)
        self.b2.recompute()
        self.flat = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, C)

    def construct(self, x):
        return self.fc(self.flat(self.b2(self.b1(x))))


net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(val_ds, dataset_sink_mode=False))
