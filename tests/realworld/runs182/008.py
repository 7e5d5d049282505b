"""Digits-like classification; features and labels are stored in separate .npy files (as in the original
torch repo: TensorDataset(features), TensorDataset(labels)) and combined with ds.zip."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(21)
os.makedirs("/home/user/project/data008", exist_ok=True)
rng = np.random.default_rng(21)
C, D = 10, 40
centers = rng.standard_normal((C, D)) * 1.5
y = rng.integers(0, C, 3000)
X = (centers[y] + rng.standard_normal((3000, D))).astype(np.float32)
np.save("/home/user/project/data008/features.npy", X); np.save("/home/user/project/data008/labels.npy", y.astype(np.int32))


def build(split, shuffle):
    feats = np.load("/home/user/project/data008/features.npy")
    labs = np.load("/home/user/project/data008/labels.npy")
    sl = slice(0, 2400) if split == "train" else slice(2400, None)
    fx = ds.NumpySlicesDataset({"x": feats[sl]}, shuffle=shuffle)
    fy = ds.NumpySlicesDataset({"y": labs[sl]}, shuffle=shuffle)
    return ds.zip((fx, fy)).batch(64)


train_ds = build("train", shuffle=True)
val_ds = build("val", shuffle=False)
net = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(128, C))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy": Accuracy()})
for epoch in range(1, 6):
    model.train(1, train_ds, callbacks=[LossMonitor(per_print_times=19)], dataset_sink_mode=False)
    print(f"epoch {epoch}: {model.eval(val_ds, dataset_sink_mode=False)}")
