# Small CNN on synthetic 16x16 "digits", Model.train in graph mode with Keras-like callbacks
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
rng = np.random.default_rng(1)

N, C = 640, 4
protos = rng.normal(size=(C, 1, 16, 16)).astype(np.float32)
labels = rng.integers(0, C, size=N).astype(np.int32)
images = (protos[labels] + 0.5 * rng.normal(size=(N, 1, 16, 16))).astype(np.float32)

def make_ds(x, y, shuffle):
    d = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=shuffle)
    return d.batch(32, drop_remainder=True)

train_ds = make_ds(images[:512], labels[:512], True)
val_ds = make_ds(images[512:], labels[512:], False)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=C):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, num_classes)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss, opt, metrics={"accuracy"})
model.train(3, train_ds, callbacks=[ms.LossMonitor(8), ms.TimeMonitor()])
print("eval:", model.eval(val_ds))
