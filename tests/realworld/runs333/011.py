"""ResNet-style CNN ported from a PyTorch training script; the PyTorch run's per-epoch validation metrics
(reference_metrics_torch.json) are printed next to the MindSpore ones to check the migration."""
import json
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)
BN_MOMENTUM = float(os.environ.get("BN_MOMENTUM", "0.1"))  # torch: nn.BatchNorm2d(c, momentum=0.1)

class ResBlock(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.c1 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1, has_bias=False)
        self.b1 = nn.BatchNorm2d(c, momentum=BN_MOMENTUM)
        self.c2 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1, has_bias=False)
        self.b2 = nn.BatchNorm2d(c, momentum=BN_MOMENTUM)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.relu(x + self.b2(self.c2(self.relu(self.b1(self.c1(x))))))

class SmallResNet(nn.Cell):
    def __init__(self, n_classes=6):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 8, 3, pad_mode="pad", padding=1, has_bias=False),
                                      nn.BatchNorm2d(8, momentum=BN_MOMENTUM), nn.ReLU())
        self.layer1 = ResBlock(8)
        self.down = nn.SequentialCell(nn.Conv2d(8, 16, 3, stride=2, pad_mode="pad", padding=1, has_bias=False),
                                      nn.BatchNorm2d(16, momentum=BN_MOMENTUM), nn.ReLU())
        self.layer2 = ResBlock(16)
        self.head = nn.Dense(16, n_classes)
    def construct(self, x):
        x = self.layer2(self.down(self.layer1(self.stem(x))))
        return self.head(x.mean((2, 3)))

def make_split(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 6, n).astype(np.int32)
    freq = (y + 1)[:, None, None, None] * 0.35
    grid = np.arange(16)[None, None, :, None] + np.arange(16)[None, None, None, :]
    x = np.sin(grid * freq) + r.normal(0, 1.6, (n, 3, 16, 16))
    x = x * r.uniform(0.5, 2.0, (n, 1, 1, 1)) + r.normal(0, 0.5, (n, 1, 1, 1))
    return x.astype(np.float32), y

xtr, ytr = make_split(1024, 0)
xva, yva = make_split(512, 1)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(16, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(128)

net = SmallResNet()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=5e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

ref = None
if os.path.exists("reference_metrics_torch.json"):
    with open("reference_metrics_torch.json") as f:
        ref = json.load(f)
history = []
for epoch in range(3):
    net.set_train(True)
    losses = []
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    net.set_train(False)
    vl, vc, vn = 0.0, 0, 0
    for x, y in val_ds.create_tuple_iterator():
        logits = net(x)
        vl += float(loss_fn(logits, y).asnumpy()) * y.shape[0]
        vc += int((logits.argmax(-1) == y).sum())
        vn += y.shape[0]
    m = {"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4), "val_loss": round(vl / vn, 4), "val_acc": round(vc / vn, 4)}
    history.append(m)
    line = f"epoch {epoch} train_loss {m['train_loss']:.4f} val_loss {m['val_loss']:.4f} val_acc {m['val_acc']:.4f}"
    if ref:
        r = ref[epoch]
        line += f" | torch ref: train_loss {r['train_loss']:.4f} val_loss {r['val_loss']:.4f} val_acc {r['val_acc']:.4f}"
    print(line, flush=True)
if os.environ.get("DUMP_METRICS"):
    with open(os.environ["DUMP_METRICS"], "w") as f:
        json.dump(history, f)
