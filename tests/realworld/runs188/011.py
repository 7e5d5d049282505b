"""Spam classifier on precomputed sentence embeddings; features and labels stored in separate .npy files."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(17)
ms.set_context(mode=ms.GRAPH_MODE)

# --- simulate the export step: embeddings.npy and labels.npy written by the feature job
rng = np.random.default_rng(17)
N, D = 1600, 48
labels = rng.integers(0, 2, N).astype(np.int32)
direction = rng.normal(size=D).astype(np.float32)
emb = (rng.normal(size=(N, D)) + np.outer(labels * 2 - 1, direction) * 0.6).astype(np.float32)
np.save("/home/user/project/embeddings.npy", emb)
np.save("/home/user/project/labels.npy", labels)

# --- training script
features = np.load("/home/user/project/embeddings.npy")
targets = np.load("/home/user/project/labels.npy")
split = 1280


def add_noise(x):
    # embedding dropout-style augmentation
    return (x + np.random.normal(0, 0.05, x.shape)).astype(np.float32)


def make_ds(lo, hi, train):
    x_ds = ds.NumpySlicesDataset({"x": features[lo:hi]}, shuffle=False)
    y_ds = ds.NumpySlicesDataset({"y": targets[lo:hi]}, shuffle=False)
    if train:
        x_ds = x_ds.map(add_noise, input_columns="x").shuffle(buffer_size=512)
    return ds.zip((x_ds, y_ds)).batch(64, drop_remainder=train)


train = make_ds(0, split, train=True)
val = make_ds(split, N, train=False)

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(64, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3),
              metrics={"accuracy": Accuracy()})
for epoch in range(1, 6):
    model.train(1, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    metrics = model.eval(val, dataset_sink_mode=False)
    print({"epoch": epoch, "eval_accuracy": round(metrics["accuracy"], 4)})
