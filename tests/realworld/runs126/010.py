"""Small residual CNN on 16x16 images; training loop ported from a torch script
(model.train() / model.eval() around each phase)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(3)

class ResBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.conv1 = nn.Conv2d(ch, ch, 3, pad_mode="same", has_bias=False)
        self.bn1 = nn.BatchNorm2d(ch)
        self.conv2 = nn.Conv2d(ch, ch, 3, pad_mode="same", has_bias=False)
        self.bn2 = nn.BatchNorm2d(ch)
        self.relu = nn.ReLU()
    def construct(self, x):
        h = self.relu(self.bn1(self.conv1(x)))
        return self.relu(x + self.bn2(self.conv2(h)))

class TinyResNet(nn.Cell):
    def __init__(self, n_cls=5):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU())
        self.blocks = nn.SequentialCell(ResBlock(16), nn.MaxPool2d(2, 2), ResBlock(16))
        self.head = nn.Dense(16, n_cls)
    def construct(self, x):
        return self.head(self.blocks(self.stem(x)).mean(axis=(2, 3)))

rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, 5, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 3, 16, 16)).astype(np.float32)
    x[np.arange(n), y % 3, :, :] += 0.5 + 0.3 * (y // 3)[:, None, None]
    return x, y

xtr, ytr = make(640); xva, yva = make(160)
train_loader = ds.NumpySlicesDataset({"img": xtr, "label": ytr}, shuffle=True).batch(32)
val_loader = ds.NumpySlicesDataset({"img": xva, "label": yva}, shuffle=False).batch(32)

model = TinyResNet()
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=5e-4)
criterion = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: criterion(model(x), y), None, optimizer.parameters)

def train_one_epoch(epoch):
    model.set_train(True)
    running = 0.0
    for i, (x, y) in enumerate(train_loader.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        running += float(loss.asnumpy())
        if (i + 1) % 5 == 0:
            print(f"[{epoch}, {i + 1:3d}] loss: {running / 5:.3f}")
            running = 0.0

def evaluate():
    model.eval()
    correct = total = 0
    for x, y in val_loader.create_tuple_iterator():
        pred = model(x).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy()); total += y.shape[0]
    return correct / total

for epoch in range(1, 4):
    train_one_epoch(epoch)
    acc = evaluate()
    print(f"epoch {epoch}: val accuracy {100 * acc:.1f}%")
