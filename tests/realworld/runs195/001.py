"""Regression of house prices with a small MLP using Model.train and LossMonitor."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(800, 8)).astype(np.float32)
true_w = rng.normal(size=(8, 1)).astype(np.float32)
Y = (X @ true_w + 0.1 * rng.normal(size=(800, 1))).astype(np.float32)

train = ds.NumpySlicesDataset({"features": X[:640], "price": Y[:640]}, shuffle=True).batch(32)
valid = ds.NumpySlicesDataset({"features": X[640:], "price": Y[640:]}, shuffle=False).batch(32)

net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), 1e-2),
              metrics={"mae": nn.MAE()})
model.train(5, train, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print("validation:", model.eval(valid, dataset_sink_mode=False))
