# Features (shuffled) and labels (not shuffled) put in two separate datasets and zipped (PyTorch code used one TensorDataset); every
# batch pairs features with random labels, so the loss stays at ~ln(3).
import numpy as np, mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor
ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(1200, 16)).astype(np.float32)
y = np.argmax(x[:, :3] * [2.0, 1.5, 1.0], axis=1).astype(np.int32)
feat_ds = ds.NumpySlicesDataset({"x": x}, shuffle=True)
label_ds = ds.NumpySlicesDataset({"y": y}, shuffle=False)
train = ds.zip((feat_ds, label_ds)).batch(50, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 3))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
model.train(8, train, callbacks=[LossMonitor(24)], dataset_sink_mode=False)
eval_ds = ds.NumpySlicesDataset({"x": x[:300], "y": y[:300]}, shuffle=False).batch(50)
print("train-set accuracy:", model.eval(eval_ds, dataset_sink_mode=False))
