"""Small CNN on 16x16 synthetic digit-like images. The PyTorch version kept images and labels in two
arrays; here each becomes a GeneratorDataset and they are zipped together."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(5)

def make_split(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(99).normal(0, 1, (10, 1, 16, 16)).astype(np.float32)
    y = r.integers(0, 10, n).astype(np.int32)
    x = protos[y] + r.normal(0, 0.8, (n, 1, 16, 16)).astype(np.float32)
    return x, y

class ArraySource:
    def __init__(self, arr):
        self.arr = arr
    def __getitem__(self, i):
        return (self.arr[i],)
    def __len__(self):
        return len(self.arr)

MEAN, STD = 0.0, 1.3

def normalize(img):
    return ((img - MEAN) / STD).astype(np.float32)

def build(x, y, training):
    images = ds.GeneratorDataset(ArraySource(x), ["image"], shuffle=False)
    images = images.map(operations=normalize, input_columns=["image"])
    if training:
        images = images.shuffle(buffer_size=len(x))
    labels = ds.GeneratorDataset(ArraySource(y), ["label"], shuffle=False)
    return ds.zip((images, labels)).batch(64, drop_remainder=training)

xtr, ytr = make_split(2560, 0)
xva, yva = make_split(640, 1)
train_ds = build(xtr, ytr, True)
val_ds = build(xva, yva, False)
print(f"train batches: {train_ds.get_dataset_size()}, val batches: {val_ds.get_dataset_size()}")

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, 10))
    def construct(self, x):
        return self.classifier(self.features(x))

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(4):
    net.set_train(True)
    tot, correct, seen = 0.0, 0, 0
    for i, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        opt(grads)
        tot += float(loss.asnumpy())
        correct += int((logits.argmax(-1) == y).sum())
        seen += y.shape[0]
        if (i + 1) % 20 == 0:
            print(f"epoch {epoch} step {i + 1} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    vc = vn = 0
    for x, y in val_ds.create_tuple_iterator():
        vc += int((net(x).argmax(-1) == y).sum())
        vn += y.shape[0]
    print(f"epoch {epoch} train_loss {tot / (i + 1):.4f} train_acc {correct / seen:.4f} val_acc {vc / vn:.4f}")
