# healthy: mindspore graph-mode training with Model.train, Momentum, loss printed each step
# Small classifier on random separable data; loss decreases.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
x = rng.standard_normal((256, 10)).astype(np.float32)
y = (x[:, 0] + x[:, 1] > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32, drop_remainder=True)
net = nn.SequentialCell([nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2)])
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss, opt, metrics={"acc"})
model.train(3, data, callbacks=[LossMonitor(4)])
print(model.eval(data))
