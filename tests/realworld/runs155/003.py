"""Small CNN on a synthetic 10-class 'digits' set stored as uint8 images (like an MNIST .npz export)."""
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

# class templates: each class lights a different block of the 28x28 canvas
templates = np.zeros((10, 28, 28), np.float32)
for c in range(10):
    r, q = divmod(c, 5)
    templates[c, 4 + 10 * r: 14 + 10 * r, 1 + 5 * q: 6 + 5 * q] = 200.0
labels = rng.integers(0, 10, 2048).astype(np.int32)
images = np.clip(templates[labels] + rng.normal(0, 25, (2048, 28, 28)), 0, 254).astype(np.uint8)


def to_float(img):
    # torchvision ToTensor() equivalent: HW uint8 -> 1xHxW in [0, 1]
    img = img // 255
    return img[None].astype(np.float32)


train = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
train = train.map(to_float, input_columns="image", num_parallel_workers=2)
train = train.map(T.TypeCast(ms.int32), input_columns="label")
train = train.batch(64, drop_remainder=True)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 7 * 7, 64), nn.ReLU(), nn.Dense(64, 10))

    def construct(self, x):
        return self.head(self.features(x))


net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)


def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    optimizer(grads)
    return loss, logits


steps = train.get_dataset_size()
for epoch in range(4):
    net.set_train()
    t0, tot, correct, seen = time.time(), 0.0, 0, 0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, logits = train_step(x, y)
        tot += loss.asnumpy()
        correct += int((logits.argmax(1) == y).sum().asnumpy())
        seen += y.shape[0]
        if step % 8 == 0:
            print(f"Epoch [{epoch + 1}/4] Step [{step:02d}/{steps}] loss: {loss.asnumpy():.4f}")
    print(f"Epoch {epoch + 1}: avg loss {tot / steps:.4f}  train acc {correct / seen:.3f}  ({time.time() - t0:.1f}s)")
