"""Healthy baseline: MLP classifier on gaussian blobs with ms.Model, Adam, LossMonitor and eval."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)
centers = rng.normal(scale=2.5, size=(5, 24)).astype(np.float32)
y = rng.integers(0, 5, 3000).astype(np.int32)
x = (centers[y] + rng.normal(size=(3000, 24))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": x[:2500], "y": y[:2500]}, shuffle=True).batch(50, drop_remainder=True)
eval_ds = ds.NumpySlicesDataset({"x": x[2500:], "y": y[2500:]}, shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(24, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, 5))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss, opt, metrics={"acc", "loss"})
for epoch in range(5):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(25)], dataset_sink_mode=False)
    print(f"epoch {epoch} eval: {model.eval(eval_ds, dataset_sink_mode=False)}")
