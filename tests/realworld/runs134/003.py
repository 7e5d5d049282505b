"""MNIST-like digit MLP. Layer init copied from a config that set every Dense to 'zeros' (meant for bias)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(1)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(3)
protos = rng.random((10, 196)).astype(np.float32)
def make(n):
    y = rng.integers(0, 10, n).astype(np.int32)
    x = protos[y] + 0.3 * rng.standard_normal((n, 196)).astype(np.float32)
    return x.astype(np.float32), y
xtr, ytr = make(2000)
xva, yva = make(400)

INIT = dict(weight_init="zeros", bias_init="zeros")

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(196, 128, **INIT)
        self.fc2 = nn.Dense(128, 64, **INIT)
        self.fc3 = nn.Dense(64, 10, **INIT)
        self.act = nn.ReLU()
    def construct(self, x):
        return self.fc3(self.act(self.fc2(self.act(self.fc1(x)))))

train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(100, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(100)
net = MLP()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9),
              metrics={"acc": Accuracy()})
for epoch in range(1, 5):
    model.train(1, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print(f"epoch {epoch}: val {model.eval(val, dataset_sink_mode=False)}")
