"""Regression MLP on synthetic housing-like data, trained with mindspore.train.Model."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 8)).astype(np.float32)
w = rng.normal(size=(8, 1)).astype(np.float32)
y = (X @ w + 0.1 * rng.normal(size=(512, 1))).astype(np.float32)

train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
    def construct(self, x):
        return self.net(x)

net = MLP()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"mae": nn.MAE()})
model.train(3, train_ds, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
