"""Classifier with an EMA of the weights used for evaluation/export (timm ModelEmaV2 style).

EMA update ported line by line from the torch version:
    with torch.no_grad():
        for ema_p, p in zip(ema.parameters(), model.parameters()):
            ema_p.mul_(decay).add_(p.detach(), alpha=1 - decay)
"""
import copy
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(21)
rng = np.random.default_rng(21)

N_FEAT, N_CLS = 24, 6
DECAY = 0.99


def make(n):
    means = np.random.default_rng(1).standard_normal((N_CLS, N_FEAT)).astype(np.float32) * 1.2
    y = rng.integers(0, N_CLS, n).astype(np.int32)
    return (means[y] + rng.standard_normal((n, N_FEAT)).astype(np.float32)), y


xtr, ytr = make(3000)
xva, yva = make(600)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(50, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(200)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(N_FEAT, 96), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(96, N_CLS))

    def construct(self, x):
        return self.body(x)


model = Net()
ema = copy.deepcopy(model)
ema.set_train(False)

loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=2e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, optimizer.parameters)


def ema_update():
    for ema_p, p in zip(ema.get_parameters(), model.get_parameters()):
        ema_p.mul_(DECAY).add_(ops.stop_gradient(p), alpha=1 - DECAY)


def evaluate(net):
    net.set_train(False)
    correct, loss_sum, n = 0, 0.0, 0
    for b in val_ds.create_dict_iterator():
        logits = net(b["x"])
        loss_sum += float(loss_fn(logits, b["y"]).asnumpy()) * b["y"].shape[0]
        correct += int((logits.argmax(1) == b["y"]).sum().asnumpy())
        n += b["y"].shape[0]
    return {"loss": round(loss_sum / n, 4), "acc": round(correct / n, 4)}


for epoch in range(1, 6):
    model.set_train(True)
    tot = 0.0
    for step, b in enumerate(train_ds.create_dict_iterator(), 1):
        loss, grads = grad_fn(b["x"], b["y"])
        optimizer(grads)
        ema_update()
        tot += float(loss.asnumpy())
    print(f"epoch {epoch} | train_loss {tot / step:.4f} | model {evaluate(model)} | ema {evaluate(ema)}", flush=True)

ms.save_checkpoint(ema, "/home/user/project/ema_best.ckpt")
print("saved EMA weights to /home/user/project/ema_best.ckpt (used for export)")
