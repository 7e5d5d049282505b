# Sensor regression: predict one target from 12 features with Model.train + custom eval
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, MAE

ms.set_seed(5)
np.random.seed(5)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

N = 2048
X = np.random.randn(N, 12).astype(np.float32)
w = np.random.randn(12).astype(np.float32)
y = (X @ w + 0.1 * np.random.randn(N)).astype(np.float32)      # shape (N,)
print(f"features {X.shape}, target {y.shape}, target std {y.std():.3f}")

train = ds.NumpySlicesDataset({"x": X[:1792], "y": y[:1792]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[1792:], "y": y[1792:]}, shuffle=False).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(12, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn, opt, metrics={"mae": MAE()})

for epoch in range(1, 9):
    model.train(1, train, callbacks=[LossMonitor(28)], dataset_sink_mode=False)
    print(f"epoch {epoch}: val {model.eval(val, dataset_sink_mode=False)}")
