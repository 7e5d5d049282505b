"""Tabular classifier: features and labels loaded from separate .npy files and zipped."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Accuracy, LossMonitor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
centers = rng.normal(size=(4, 16)).astype(np.float32) * 3
y = rng.integers(0, 4, size=1024).astype(np.int32)
X = (centers[y] + rng.normal(size=(1024, 16))).astype(np.float32)
np.save("/home/user/project/feat.npy", X); np.save("/home/user/project/lab.npy", y)

def build(split_x, split_y, shuffle):
    feats = ds.NumpySlicesDataset({"features": np.load(split_x)}, shuffle=shuffle)
    labs = ds.NumpySlicesDataset({"label": np.load(split_y)}, shuffle=shuffle)
    return ds.zip((feats, labs)).batch(32, drop_remainder=True)

train_ds = build("/home/user/project/feat.npy", "/home/user/project/lab.npy", shuffle=True)
val_ds = build("/home/user/project/feat.npy", "/home/user/project/lab.npy", shuffle=True)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc": Accuracy()})
for epoch in range(1, 6):
    model.train(1, train_ds, callbacks=[LossMonitor(16)], dataset_sink_mode=False)
    print(f"epoch {epoch}: val metrics = {model.eval(val_ds, dataset_sink_mode=False)}")
