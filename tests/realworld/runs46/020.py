# Healthy: torch MLP classifier fine-tune ported to MindSpore Model.train with LossMonitor.
import numpy as np, mindspore as ms
from mindspore import nn, dataset as ds
from mindspore.train import Model, LossMonitor
ms.set_seed(0); np.random.seed(0)
X = np.random.randn(800, 10).astype(np.float32); W = np.random.randn(10, 4).astype(np.float32)
Y = (X @ W).argmax(-1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(40)
net = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 4))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=3e-3), metrics={"acc"})
model.train(5, train_ds, callbacks=[LossMonitor(10)])
print("eval:", model.eval(ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(100)))
