"""House-price style regression with Model.train, LossMonitor and an MAE metric (GRAPH_MODE)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, MAE
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)
rng = np.random.default_rng(11)
X = rng.normal(size=(1200, 8)).astype(np.float32)
w = rng.normal(size=(8, 1)).astype(np.float32)
y = (X @ w + 0.3 * np.sin(X[:, :1] * 3) + rng.normal(scale=0.05, size=(1200, 1))).astype(np.float32)
mu, sd = y[:1000].mean(), y[:1000].std()
y = (y - mu) / sd

train = ds.NumpySlicesDataset((X[:1000], y[:1000]), column_names=["x", "y"], shuffle=True).batch(50)
val = ds.NumpySlicesDataset((X[1000:], y[1000:]), column_names=["x", "y"], shuffle=False).batch(50)

net = nn.SequentialCell(nn.Dense(8, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), 2e-3), metrics={"mae": MAE()})
for epoch in range(4):
    model.train(1, train, callbacks=[LossMonitor(per_print_times=5), TimeMonitor()], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} eval: {model.eval(val, dataset_sink_mode=False)}")
