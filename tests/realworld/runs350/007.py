# MindSpore port of a PyTorch image-classification pipeline (torchvision transforms -> mindspore.dataset.vision).
# torch: T.Compose([T.ToTensor(), T.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225])])
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(7)
rng = np.random.default_rng(7)

H = W = 16
CLASSES = 4


def make_images(n):
    """uint8 HWC images; the class decides which quadrant is brighter."""
    imgs = rng.integers(0, 140, (n, H, W, 3)).astype(np.int32)
    labels = rng.integers(0, CLASSES, n)
    for i, c in enumerate(labels):
        r, q = divmod(int(c), 2)
        imgs[i, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8, :] += 100
    return np.clip(imgs, 0, 255).astype(np.uint8), labels.astype(np.int32)


class ImageSource:
    def __init__(self, n):
        self.x, self.y = make_images(n)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


def build(n, shuffle):
    d = ds.GeneratorDataset(ImageSource(n), column_names=["image", "label"], shuffle=shuffle)
    tf = [
        vision.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
        vision.HWC2CHW(),
    ]
    d = d.map(operations=tf, input_columns="image")
    d = d.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
    return d.batch(32, drop_remainder=True)


train_ds = build(640, True)
val_ds = build(256, False)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, CLASSES)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)


def evaluate():
    net.set_train(False)
    correct = total = 0
    for b in val_ds.create_dict_iterator():
        pred = net(b["image"]).asnumpy().argmax(1)
        correct += (pred == b["label"].asnumpy()).sum()
        total += len(pred)
    return correct / total


steps = train_ds.get_dataset_size()
for epoch in range(3):
    net.set_train(True)
    losses = []
    for s, b in enumerate(train_ds.create_dict_iterator()):
        loss, grads = grad_fn(b["image"], b["label"])
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if s % 5 == 0:
            print(f"epoch {epoch} step {s}/{steps} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} train loss {np.mean(losses):.4f} val acc {evaluate():.4f}")
print("done")
