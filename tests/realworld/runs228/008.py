# Image classifier port: images and labels stored in separate .npy files, loaded as two pipelines and zipped
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as V

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(3)
ds.config.set_seed(3)

# generate a small synthetic "shapes" dataset: class = position of a bright square
rng = np.random.default_rng(0)
N, C = 1200, 4
labels = rng.integers(0, C, N).astype(np.int32)
images = rng.normal(0.2, 0.1, size=(N, 16, 16, 1)).astype(np.float32)
for i, c in enumerate(labels):
    r, q = divmod(int(c), 2)
    images[i, r * 8 + 1:r * 8 + 7, q * 8 + 1:q * 8 + 7, 0] += 0.8
np.save("images.npy", images[:1000]); np.save("labels.npy", labels[:1000])
np.save("val_images.npy", images[1000:]); np.save("val_labels.npy", labels[1000:])

def build(split, shuffle):
    prefix = "" if split == "train" else "val_"
    img = ds.NumpySlicesDataset(np.load(f"{prefix}images.npy"), column_names=["image"], shuffle=False)
    img = img.map(V.HWC2CHW(), input_columns="image")
    if shuffle:
        img = img.shuffle(buffer_size=1000)
    lab = ds.NumpySlicesDataset(np.load(f"{prefix}labels.npy"), column_names=["label"], shuffle=False)
    return ds.zip((img, lab)).batch(32)

train_ds = build("train", shuffle=True)
val_ds = build("val", shuffle=False)

class SmallCNN(nn.Cell):
    def __init__(self, n_cls=C):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, n_cls))
    def construct(self, x):
        return self.head(self.features(x))

net = SmallCNN()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy", "loss"})
for epoch in range(6):
    model.train(1, train_ds)
    tr = model.eval(train_ds)
    va = model.eval(val_ds)
    print(f"epoch {epoch + 1}: train_loss {tr['loss']:.4f} train_acc {tr['accuracy']:.4f} val_loss {va['loss']:.4f} val_acc {va['accuracy']:.4f}", flush=True)
