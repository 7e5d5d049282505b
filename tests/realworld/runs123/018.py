"""Image classifier where features and labels are stored in separate .npy files and combined with ds.zip."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(0)
proto = rng.normal(0, 1, (5, 64)).astype(np.float32)
y_all = rng.integers(0, 5, 1500).astype(np.int32)
x_all = (proto[y_all] + rng.normal(0, 0.8, (1500, 64))).astype(np.float32)
np.save("/home/user/project/feat_train.npy", x_all[:1200]); np.save("/home/user/project/label_train.npy", y_all[:1200])
np.save("/home/user/project/feat_val.npy", x_all[1200:]); np.save("/home/user/project/label_val.npy", y_all[1200:])


def load(split, shuffle):
    feats = ds.NumpySlicesDataset({"image": np.load(f"/home/user/project/feat_{split}.npy")}, shuffle=shuffle)
    labels = ds.NumpySlicesDataset({"label": np.load(f"/home/user/project/label_{split}.npy")}, shuffle=shuffle)
    return ds.zip((feats, labels)).batch(32)


train_ds, val_ds = load("train", True), load("val", False)
net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, 5))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc": Accuracy()})
for epoch in range(1, 6):
    model.train(1, train_ds, callbacks=[LossMonitor(19)], dataset_sink_mode=False)
    print(f"epoch {epoch}: val {model.eval(val_ds, dataset_sink_mode=False)}", flush=True)
