# Small CNN on synthetic 1x28x28 "digit" images, functional training loop ported from PyTorch (healthy run)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(12)
templates = rng.normal(0, 1, (10, 1, 28, 28)).astype(np.float32)
def make(n):
    y = rng.integers(0, 10, n).astype(np.int32)
    x = (templates[y] + rng.normal(0, 1.0, (n, 1, 28, 28))).astype(np.float32)
    return x, y
Xtr, Ytr = make(1536); Xte, Yte = make(512)
train_ds = ds.NumpySlicesDataset({"image": Xtr, "label": Ytr}, shuffle=True).batch(64, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"image": Xte, "label": Yte}, shuffle=False).batch(128)

class CNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 7 * 7, 10)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = CNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(4):
    net.set_train(True)
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(loss.asnumpy())
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    net.set_train(False)
    correct = total = 0
    for x, y in test_ds.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy()); total += y.shape[0]
    print(f"epoch {epoch}: mean train loss {np.mean(losses):.4f}  test acc {correct / total:.4f}", flush=True)
ms.save_checkpoint(net, "cnn_final.ckpt")
print("saved cnn_final.ckpt")
