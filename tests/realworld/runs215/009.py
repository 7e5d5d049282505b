"""Image classifier on synthetic 8x8 images; features and labels come from two separate sources zipped together."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(9)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

N, C = 1600, 4
rng = np.random.default_rng(9)
labels = rng.integers(0, C, size=N).astype(np.int32)
protos = rng.normal(size=(C, 1, 8, 8)).astype(np.float32)
images = (protos[labels] + 0.5 * rng.normal(size=(N, 1, 8, 8))).astype(np.float32)


class ImageSource:
    def __getitem__(self, i):
        return (images[i],)

    def __len__(self):
        return N


class LabelSource:
    def __getitem__(self, i):
        return (labels[i],)

    def __len__(self):
        return N


def build_dataset():
    img_ds = ds.GeneratorDataset(ImageSource(), column_names=["image"], shuffle=False)
    lbl_ds = ds.GeneratorDataset(LabelSource(), column_names=["label"], shuffle=True)
    return ds.zip((img_ds, lbl_ds))


train = build_dataset().take(1280).batch(64, drop_remainder=True)
val = build_dataset().skip(1280).batch(64)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.SequentialCell(nn.Conv2d(1, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.fc = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, C))

    def construct(self, x):
        return self.fc(self.conv(x))


net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(6):
    net.set_train(True)
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        losses.append(float(loss.asnumpy()))
    net.set_train(False)
    correct = total = 0
    for x, y in val.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy())
        total += y.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct / total:.4f}")
