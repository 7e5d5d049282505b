# Healthy: 4-class image classifier; images and labels come as separate arrays, zipped into one
# dataset and shuffled after the zip so pairs stay aligned
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(3)

rng = np.random.default_rng(3)
protos = rng.normal(size=(4, 1, 16, 16)).astype(np.float32)
def make(n):
    y = rng.integers(0, 4, size=n).astype(np.int32)
    x = (protos[y] + 0.8 * rng.normal(size=(n, 1, 16, 16))).astype(np.float32)
    return x, y
xtr, ytr = make(1200)
xte, yte = make(400)


def build(images, labels, batch, shuffle):
    img_ds = ds.NumpySlicesDataset(images, column_names=["image"], shuffle=False)
    lbl_ds = ds.NumpySlicesDataset(labels, column_names=["label"], shuffle=False)
    pairs = ds.zip((img_ds, lbl_ds))
    if shuffle:
        pairs = pairs.shuffle(buffer_size=len(labels))
    return pairs.batch(batch)


train_ds = build(xtr, ytr, 32, shuffle=True)
test_ds = build(xte, yte, 100, shuffle=False)

net = nn.SequentialCell(
    nn.Conv2d(1, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Conv2d(8, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dense(16 * 4 * 4, 32), nn.ReLU(), nn.Dense(32, 4))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 2e-3), metrics={"accuracy", "loss"})
for epoch in range(4):
    model.train(1, train_ds, callbacks=[LossMonitor(19)], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} eval: {model.eval(test_ds, dataset_sink_mode=False)}", flush=True)
