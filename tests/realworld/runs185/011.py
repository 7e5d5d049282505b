"""Spam / not-spam classifier on bag-of-words features.
Features and labels are stored in separate .npy files, so they are loaded as two
datasets and zipped together."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

rng = np.random.default_rng(0)
N, V = 3000, 200
y = rng.integers(0, 2, N).astype(np.int32)
spam_words = rng.choice(V, 15, replace=False)
bow = rng.poisson(0.3, (N, V)).astype(np.float32)
bow[np.ix_(np.where(y == 1)[0], spam_words)] += rng.poisson(1.5, ((y == 1).sum(), 15))
np.save("/home/user/project/features.npy", bow)
np.save("/home/user/project/labels.npy", y)

split = 2400
feats = np.load("/home/user/project/features.npy")
labs = np.load("/home/user/project/labels.npy")

x_train = ds.NumpySlicesDataset({"bow": feats[:split]}, shuffle=False)
x_train = x_train.shuffle(buffer_size=split)   # reshuffle every epoch
y_train = ds.NumpySlicesDataset({"label": labs[:split]}, shuffle=False)
train_ds = ds.zip((x_train, y_train)).batch(64, drop_remainder=True)

x_val = ds.NumpySlicesDataset({"bow": feats[split:]}, shuffle=False)
y_val = ds.NumpySlicesDataset({"label": labs[split:]}, shuffle=False)
val_ds = ds.zip((x_val, y_val)).batch(64)

net = nn.SequentialCell([nn.Dense(V, 64), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(64, 2)])
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy": Accuracy()})

for epoch in range(1, 7):
    model.train(1, train_ds, callbacks=[LossMonitor(37)], dataset_sink_mode=False)
    print(f"epoch {epoch} validation: {model.eval(val_ds, dataset_sink_mode=False)}")
