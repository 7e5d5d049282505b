"""Healthy: small MLP classifier on synthetic 4-class blobs with Model.train + eval."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(42)
rng = np.random.default_rng(42)
centers = rng.normal(0, 4, size=(4, 20)).astype(np.float32)

def make(n):
    y = rng.integers(0, 4, n).astype(np.int32)
    x = centers[y] + rng.normal(0, 1, size=(n, 20)).astype(np.float32)
    return x, y

xtr, ytr = make(512)
xva, yva = make(128)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(32)
val = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(32)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss, opt, metrics={"accuracy": nn.Accuracy(), "loss": nn.Loss()})
model.train(3, train, callbacks=[ms.LossMonitor(8), ms.TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(val, dataset_sink_mode=False))
