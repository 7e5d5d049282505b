# Healthy: small classifier trained with Model.train, callback instances (LossMonitor, TimeMonitor), eval after.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Model
from mindspore.train import LossMonitor, TimeMonitor

ms.set_device("CPU")
rng = np.random.default_rng(0)
x = rng.standard_normal((512, 20)).astype(np.float32)
y = (x[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x[:448], "y": y[:448]}, shuffle=True).batch(32)
val = ds.NumpySlicesDataset({"x": x[448:], "y": y[448:]}, shuffle=False).batch(32)
net = nn.SequentialCell([nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2)])
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-2), metrics={"acc"})
model.train(5, train, callbacks=[LossMonitor(7), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(val, dataset_sink_mode=False))
