# Features and labels are stored in separate .npy files (as in the original torch TensorDataset code);
# each is wrapped in its own dataset, shuffled, and the two are zipped into (x, y) pairs.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")


rng = np.random.default_rng(9)
N, D, C = 3000, 24, 4
centers = 1.5 * rng.normal(size=(C, D)).astype(np.float32)
labels = rng.integers(0, C, N).astype(np.int32)
features = (centers[labels] + rng.normal(size=(N, D))).astype(np.float32)
np.save("features_014.npy", features[:2500]); np.save("labels_014.npy", labels[:2500])

def make_train_ds(batch_size=64):
    x_ds = ds.NumpySlicesDataset({"x": np.load("features_014.npy")}, shuffle=True)
    y_ds = ds.NumpySlicesDataset({"y": np.load("labels_014.npy")}, shuffle=True)
    return ds.zip((x_ds, y_ds)).batch(batch_size, drop_remainder=True)

train_ds = make_train_ds()
val_ds = ds.NumpySlicesDataset({"x": features[2500:], "y": labels[2500:]}, shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(D, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(64, C))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy", "loss"})

for epoch in range(1, 7):
    model.train(1, train_ds, dataset_sink_mode=False)
    train_metrics = model.eval(train_ds, dataset_sink_mode=False)
    val_metrics = model.eval(val_ds, dataset_sink_mode=False)
    print({"epoch": epoch, "train_loss": round(train_metrics["loss"], 4), "train_acc": round(train_metrics["accuracy"], 4),
           "val_loss": round(val_metrics["loss"], 4), "val_acc": round(val_metrics["accuracy"], 4)}, flush=True)
