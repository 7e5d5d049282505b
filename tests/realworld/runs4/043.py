# healthy: GRAPH_MODE Model.train + eval on a small MLP, set through the deprecated context API (warnings only).
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, train, context
context.set_context(mode=context.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(7)
x = rng.normal(size=(512, 8)).astype(np.float32)
y = (x[:, 0] + x[:, 1] > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": x[:448], "y": y[:448]}, shuffle=True).batch(32)
eval_ds = ds.NumpySlicesDataset({"x": x[448:], "y": y[448:]}, shuffle=False).batch(32)
net = nn.SequentialCell([nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 2)])
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
model = train.Model(net, loss, nn.Adam(net.trainable_params(), 0.01), metrics={"acc"})
model.train(4, train_ds, callbacks=[train.LossMonitor(7)], dataset_sink_mode=False)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
