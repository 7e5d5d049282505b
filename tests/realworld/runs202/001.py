# Tabular classifier with Model.train (healthy baseline)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def make_data(n=512):
    x = np.random.randn(n, 20).astype(np.float32)
    w = np.random.randn(20, 3).astype(np.float32)
    y = np.argmax(x @ w, axis=1).astype(np.int32)
    return x, y

x, y = make_data()
train = ds.NumpySlicesDataset({"features": x[:448], "label": y[:448]}, shuffle=True).batch(32)
val = ds.NumpySlicesDataset({"features": x[448:], "label": y[448:]}, shuffle=False).batch(32)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
    def construct(self, x):
        return self.body(x)

net = MLP()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
model.train(5, train, callbacks=[LossMonitor(7)], dataset_sink_mode=False)
print("eval:", model.eval(val, dataset_sink_mode=False))
