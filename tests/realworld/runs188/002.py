"""Tabular binary classifier (churn-like synthetic data) with mindspore.train.Model."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(42)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(42)
N, F = 2048, 20
X = rng.normal(size=(N, F)).astype(np.float32)
w_true = rng.normal(size=(F,))
y = (X @ w_true + 0.3 * rng.normal(size=N) > 0).astype(np.int32)
X = (X - X.mean(0)) / X.std(0)

train = ds.NumpySlicesDataset({"x": X[:1600], "y": y[:1600]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[1600:], "y": y[1600:]}, shuffle=False).batch(64)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dropout(p=0.1),
                                     nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 2))

    def construct(self, x):
        return self.net(x)


net = MLP()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3, weight_decay=1e-4)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
model.train(5, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
res = model.eval(val, dataset_sink_mode=False)
print("validation:", res)
