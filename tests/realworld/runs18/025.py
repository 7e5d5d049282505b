# Fine-tune on a small labelled set: batch settings copied from the full-data recipe (per_device batch 64,
# dataloader_drop_last=True); the cleaned in-domain set has only 50 training rows.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Model
from mindspore.train import LossMonitor

ms.set_device("CPU")
rng = np.random.default_rng(0)
x = rng.standard_normal((50, 20)).astype(np.float32)
y = (x[:, 0] > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64, drop_remainder=True)
print("steps per epoch:", train.get_dataset_size())
net = nn.SequentialCell([nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2)])
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
model.train(3, train, callbacks=[LossMonitor()], dataset_sink_mode=False)
print("done")
