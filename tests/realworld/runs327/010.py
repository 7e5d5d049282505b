"""Migration alignment run: tabular BN-MLP ported from PyTorch; compares per-epoch metrics with the
reference run's metrics (reference_metrics.json, same data order, same init seed)."""
import json
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_seed(2024)

BN_MOMENTUM = 0.1   # torch.nn.BatchNorm1d default
EPOCHS = 6


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    scales = np.random.default_rng(5).uniform(0.5, 20.0, 24)
    offsets = np.random.default_rng(6).uniform(-50, 50, 24)
    z = rng.normal(0, 1, (n, 24))
    w = np.random.default_rng(7).normal(0, 1, (24, 3))
    y = np.argmax(z @ w + 0.5 * rng.normal(0, 1, (n, 3)), axis=1)
    return (z * scales + offsets).astype(np.float32), y.astype(np.int32)


class BNMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(24, 128), nn.BatchNorm1d(128, momentum=BN_MOMENTUM), nn.ReLU(),
            nn.Dense(128, 64), nn.BatchNorm1d(64, momentum=BN_MOMENTUM), nn.ReLU(),
            nn.Dense(64, 3))

    def construct(self, x):
        return self.net(x)


x_tr, y_tr = make_split(1000, 0)
x_va, y_va = make_split(1000, 1)
train = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=False).batch(48)

model = BNMLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, opt.parameters)

ref = None
if os.path.exists("reference_metrics.json"):
    with open("reference_metrics.json") as f:
        ref = json.load(f)

history = []
for epoch in range(EPOCHS):
    model.set_train(True)
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    model.set_train(False)
    logits = model(ms.Tensor(x_va))
    val_loss = float(loss_fn(logits, ms.Tensor(y_va)).asnumpy())
    val_acc = float((logits.asnumpy().argmax(1) == y_va).mean())
    rec = {"epoch": epoch, "train_loss": float(np.mean(losses)), "val_loss": val_loss, "val_acc": val_acc}
    history.append(rec)
    line = f"epoch {epoch} train_loss {rec['train_loss']:.6f} val_loss {val_loss:.6f} val_acc {val_acc:.4f}"
    if ref is not None:
        r = ref[epoch]
        line += (f" | ref train_loss {r['train_loss']:.6f} val_loss {r['val_loss']:.6f} val_acc {r['val_acc']:.4f}"
                 f" | diff train {abs(rec['train_loss'] - r['train_loss']):.2e} val {abs(val_loss - r['val_loss']):.2e}")
    print(line)

with open("metrics_ms.json", "w") as f:
    json.dump(history, f, indent=1)
