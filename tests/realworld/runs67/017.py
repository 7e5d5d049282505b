# Port of a torch sentiment MLP over bag-of-words features; dropout written with the old keep_prob
# argument (keep 90% = torch p=0.1), GRAPH_MODE training with Model + LossMonitor.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(17)
rng = np.random.default_rng(17)

V, N = 300, 3000
w = rng.normal(size=V)
x = (rng.random((N, V)) < 0.05).astype(np.float32)
y = ((x @ w + 0.8 * rng.normal(size=N)) > 0).astype(np.int32)

net = nn.SequentialCell(nn.Dense(V, 128), nn.ReLU(), nn.Dropout(keep_prob=0.9), nn.Dense(128, 2))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
train = ds.NumpySlicesDataset({"x": x[:2500], "y": y[:2500]}, shuffle=True).batch(16, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x[2500:], "y": y[2500:]}, shuffle=False).batch(100)
for epoch in range(4):
    model.train(1, train, callbacks=[LossMonitor(40)], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} eval: {model.eval(val, dataset_sink_mode=False)}")
print("done")
