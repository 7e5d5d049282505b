"""Image classifier whose input pipeline was rebuilt from a torchvision ImageFolder-style loader:
images and labels are read from separate files and combined with zip()."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(9)
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")


def write_split(prefix, n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(99).normal(0, 1, (5, 1, 16, 16))
    y = rng.integers(0, 5, n).astype(np.int32)
    x = (protos[y] + rng.normal(0, 0.7, (n, 1, 16, 16))).astype(np.float32)
    np.save(f"{prefix}_images.npy", x)
    np.save(f"{prefix}_labels.npy", y)


def image_pipeline(prefix, train):
    images = ds.NumpySlicesDataset(np.load(f"{prefix}_images.npy"), column_names=["image"], shuffle=False)
    if train:
        # RandomHorizontalFlip + shuffle, as in the torchvision train transform / DataLoader(shuffle=True)
        images = images.map(lambda im: im[:, :, ::-1].copy() if np.random.rand() < 0.5 else im, input_columns=["image"])
        images = images.shuffle(buffer_size=1024)
    return images


def load_split(prefix, batch_size, train):
    images = image_pipeline(prefix, train)
    labels = ds.NumpySlicesDataset(np.load(f"{prefix}_labels.npy"), column_names=["label"], shuffle=False)
    return ds.zip((images, labels)).batch(batch_size, drop_remainder=train)


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, 5))

    def construct(self, x):
        return self.f(x)


write_split("train", 2000, 0)
write_split("val", 500, 1)
train_ds = load_split("train", 50, train=True)
val_ds = load_split("val", 100, train=False)
net = ConvNet()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy": Accuracy()})
for epoch in range(4):
    model.train(1, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} val: {model.eval(val_ds, dataset_sink_mode=False)}")
