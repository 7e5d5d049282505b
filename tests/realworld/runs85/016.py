# Tabular classifier; the validation features were cached as float16 .npy to save disk (X_val.astype(np.float16))
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2400, 30)).astype(np.float32)
y = (X[:, :6].sum(1) > 0).astype(np.int32)
np.save("X_train_016.npy", X[:2000]); np.save("y_train_016.npy", y[:2000])
np.save("X_val_016.npy", X[2000:].astype(np.float16)); np.save("y_val_016.npy", y[2000:])

X_tr, y_tr = np.load("X_train_016.npy"), np.load("y_train_016.npy")
X_va, y_va = np.load("X_val_016.npy"), np.load("y_val_016.npy")
train = ds.NumpySlicesDataset((X_tr, y_tr), column_names=["x", "y"], shuffle=True).batch(64)
valid = ds.NumpySlicesDataset((X_va, y_va), column_names=["x", "y"], shuffle=False).batch(64)

net = nn.SequentialCell(nn.Dense(30, 64), nn.ReLU(), nn.Dense(64, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
model.fit(3, train, valid, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
