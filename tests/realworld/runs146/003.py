# Sentiment-ish classifier: features and labels stored in separate .npy files (exported from a torch
# pipeline), each wrapped as its own MindSpore dataset and zipped back together.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)
os.makedirs("data003", exist_ok=True)
n, d = 1200, 20
w = rng.normal(size=(d, 3))
feats = rng.normal(size=(n, d)).astype(np.float32)
labels = np.argmax(feats @ w, axis=1).astype(np.int32)
np.save("data003/features.npy", feats[:1000]); np.save("data003/labels.npy", labels[:1000])
np.save("data003/val_features.npy", feats[1000:]); np.save("data003/val_labels.npy", labels[1000:])

def load_split(prefix, shuffle):
    x = np.load(f"data003/{prefix}features.npy")
    y = np.load(f"data003/{prefix}labels.npy")
    x_ds = ds.NumpySlicesDataset({"features": x}, shuffle=False)
    if shuffle:
        x_ds = x_ds.shuffle(buffer_size=1000)   # as in the tf.data version
    y_ds = ds.NumpySlicesDataset({"label": y}, shuffle=False)
    return ds.zip((x_ds, y_ds)).batch(50)

train_ds = load_split("", shuffle=True)
val_ds = load_split("val_", shuffle=False)

net = nn.SequentialCell(nn.Dense(d, 64), nn.ReLU(), nn.Dense(64, 3))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-2), metrics={"accuracy": Accuracy()})
for epoch in range(1, 7):
    model.train(1, train_ds, callbacks=[LossMonitor(20)], dataset_sink_mode=False)
    tr = model.eval(load_split("", shuffle=False), dataset_sink_mode=False)
    va = model.eval(val_ds, dataset_sink_mode=False)
    print(f"epoch {epoch}: train_acc={tr['accuracy']:.4f} val_acc={va['accuracy']:.4f}")
