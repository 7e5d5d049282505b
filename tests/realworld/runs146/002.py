# Healthy: small CNN on synthetic 16x16 "digits", Model.train with LossMonitor, then eval
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)
rng = np.random.default_rng(1)

def make(n):
    y = rng.integers(0, 4, size=n).astype(np.int32)
    x = rng.normal(0, 0.3, size=(n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):
        r, q = divmod(int(c), 2)
        x[i, 0, r*8:(r+1)*8, q*8:(q+1)*8] += 1.0
    return x, y

xtr, ytr = make(640)
xva, yva = make(160)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(32)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, 4)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
model.train(4, train_ds, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(val_ds, dataset_sink_mode=False))
