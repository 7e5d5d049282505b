"""Digit classifier on MNIST-style idx arrays: images and labels are stored in separate files,
so each is read into its own dataset and the two are zipped together."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(7)
rng = np.random.default_rng(7)

# --- synthetic "idx" files: 10 classes, each with a prototype pattern ----------------------
protos = rng.normal(size=(10, 196)).astype(np.float32)
def make_split(n):
    y = rng.integers(0, 10, size=n).astype(np.int32)
    x = protos[y] + 0.8 * rng.normal(size=(n, 196)).astype(np.float32)
    return x, y
train_images, train_labels = make_split(3000)
test_images, test_labels = make_split(600)


def add_noise(x):
    return (x + np.random.normal(0, 0.1, size=x.shape)).astype(np.float32)


def build(images, labels, batch, training):
    img_ds = ds.NumpySlicesDataset(images, column_names=["image"], shuffle=False)
    if training:
        img_ds = img_ds.map(add_noise, input_columns="image").shuffle(buffer_size=1024)
    lbl_ds = ds.NumpySlicesDataset(labels, column_names=["label"], shuffle=False)
    data = ds.zip((img_ds, lbl_ds))
    data = data.map(T.TypeCast(ms.int32), input_columns="label")
    return data.batch(batch, drop_remainder=training)


train_ds = build(train_images, train_labels, 64, True)
test_ds = build(test_images, test_labels, 100, False)

net = nn.SequentialCell(
    nn.Dense(196, 128), nn.ReLU(),
    nn.Dense(128, 64), nn.ReLU(),
    nn.Dense(64, 10),
)
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = ms.Model(net, loss, opt, metrics={"accuracy", "loss"})

for epoch in range(1, 6):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(15)])
    res = model.eval(test_ds)
    print(f"epoch {epoch}: eval {res}")
print("done")
