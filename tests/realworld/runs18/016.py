# Keras/HF-callback habit: the callback classes are passed to Model.train, not instances.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Model
from mindspore.train import LossMonitor, TimeMonitor

ms.set_device("CPU")
rng = np.random.default_rng(0)
x = rng.standard_normal((256, 20)).astype(np.float32)
y = (x[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
net = nn.SequentialCell([nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2)])
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
model.train(3, train, callbacks=[LossMonitor, TimeMonitor], dataset_sink_mode=False)
print("done")
