"""Healthy run: GeneratorDataset + map(num_parallel_workers) + batch, CNN on generated 16x16 images."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(1)
n, C = 2000, 4
labels = rng.integers(0, C, n).astype(np.int32)
imgs = rng.normal(0, 0.3, size=(n, 1, 16, 16)).astype(np.float32)
for i, c in enumerate(labels):
    r, q = divmod(int(c), 2)
    imgs[i, 0, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 1.0


class BlobDataset:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]

    def __len__(self):
        return len(self.x)


def add_noise(img):
    return (img + np.random.normal(0, 0.05, img.shape)).astype(np.float32)


split = 1600
train_ds = ds.GeneratorDataset(BlobDataset(imgs[:split], labels[:split]), ["image", "label"], shuffle=True)
train_ds = train_ds.map(operations=add_noise, input_columns="image", num_parallel_workers=2)
train_ds = train_ds.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
train_ds = train_ds.batch(32, drop_remainder=True)
val_ds = ds.GeneratorDataset(BlobDataset(imgs[split:], labels[split:]), ["image", "label"], shuffle=False).batch(100)
print("train batches:", train_ds.get_dataset_size(), "val batches:", val_ds.get_dataset_size())


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, C)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


net = SmallCNN()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})
for epoch in range(3):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(20)], dataset_sink_mode=False)
    print(f"epoch {epoch} val:", model.eval(val_ds, dataset_sink_mode=False), flush=True)
