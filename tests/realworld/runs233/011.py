"""Healthy baseline: MLP classifier trained with the high-level mindspore.train.Model API."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

F, C = 32, 5
rng = np.random.default_rng(0)
centers = rng.normal(0, 1, (C, F)).astype(np.float32)
y = rng.integers(0, C, 3072).astype(np.int32)
x = (centers[y] + rng.normal(0, 1, (3072, F))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": x[:2560], "y": y[:2560]}, shuffle=True).batch(64, drop_remainder=True)
eval_ds = ds.NumpySlicesDataset({"x": x[2560:], "y": y[2560:]}, shuffle=False).batch(64)

net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, C))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc": Accuracy()})
model.train(4, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
