"""Boston-style housing regression with Model.train and LossMonitor."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 13)).astype(np.float32)
w = rng.normal(size=(13, 1)).astype(np.float32)
y = (X @ w + 0.1 * rng.normal(size=(512, 1))).astype(np.float32)

def make_ds(x, t, bs=32):
    d = ds.NumpySlicesDataset({"features": x, "target": t}, shuffle=True)
    return d.batch(bs, drop_remainder=True)

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(13, 64), nn.ReLU(), nn.Dense(64, 1))
    def construct(self, x):
        return self.body(x)

net = Regressor()
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), 1e-2), metrics={"mae": nn.MAE()})
train_ds = make_ds(X[:448], y[:448])
model.train(5, train_ds, callbacks=[LossMonitor(7), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(make_ds(X[448:], y[448:]), dataset_sink_mode=False))
