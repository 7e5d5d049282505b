"""Small CNN on synthetic 1x28x28 digits, GRAPH_MODE, Model.train + eval."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(2)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, size=n).astype(np.int32)
    X = r.normal(scale=0.3, size=(n, 1, 28, 28)).astype(np.float32)
    for i, c in enumerate(y):
        X[i, 0, c * 7:(c + 1) * 7, :] += 1.0
    return X, y

Xtr, ytr = make(512, 0); Xte, yte = make(128, 1)
train_ds = ds.NumpySlicesDataset((Xtr, ytr), column_names=["image", "label"], shuffle=True).batch(32, drop_remainder=True)
test_ds = ds.NumpySlicesDataset((Xte, yte), column_names=["image", "label"]).batch(32)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 7 * 7, 4)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})
model.train(2, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("eval:", model.eval(test_ds, dataset_sink_mode=False))
