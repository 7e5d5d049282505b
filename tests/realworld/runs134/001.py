"""Tabular classifier (wine-quality style) trained with mindspore.Model + LossMonitor, then evaluated."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_seed(7)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 3, size=(3, 11)).astype(np.float32)
    y = rng.integers(0, 3, size=n).astype(np.int32)
    x = centers[y] + rng.normal(0, 1.0, size=(n, 11)).astype(np.float32)
    return x.astype(np.float32), y

xtr, ytr = make_data(1200, 0)
xva, yva = make_data(300, 0)
mu, sd = xtr.mean(0), xtr.std(0) + 1e-6
xtr, xva = (xtr - mu) / sd, (xva - mu) / sd

train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(64)

net = nn.SequentialCell(
    nn.Dense(11, 64), nn.ReLU(), nn.Dropout(p=0.1),
    nn.Dense(64, 32), nn.ReLU(),
    nn.Dense(32, 3),
)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"accuracy": Accuracy()})

print(f"train batches/epoch: {train_ds.get_dataset_size()}, val batches: {val_ds.get_dataset_size()}")
model.train(5, train_ds, callbacks=[LossMonitor(6), TimeMonitor()], dataset_sink_mode=False)
res = model.eval(val_ds, dataset_sink_mode=False)
print("eval:", res)
