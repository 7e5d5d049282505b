"""MNIST-style MLP ported from PyTorch to the MindSpore Model API (synthetic 8x8 digit-like data)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

C = 10
protos = (np.random.rand(C, 64) > 0.5).astype(np.float32)
def make(n):
    y = np.random.randint(0, C, n)
    x = protos[y] + 0.3 * np.random.randn(n, 64)
    return x.astype(np.float32), y.astype(np.int32)

xtr, ytr = make(6000)
xte, yte = make(1000)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(100, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"image": xte, "label": yte}, shuffle=False).batch(100)

net = nn.SequentialCell([nn.Dense(64, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, C)])
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn, optimizer, metrics={"accuracy": Accuracy()})

for epoch in range(3):
    model.train(1, train_ds, callbacks=[LossMonitor(20)], dataset_sink_mode=False)
    print(f"epoch {epoch} eval: {model.eval(test_ds, dataset_sink_mode=False)}")
