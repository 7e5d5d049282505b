"""Train a GRU sequence classifier with a jit-compiled train step, checkpoint it, then resume and continue."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
CKPT = "/home/user/project/gru_cls.ckpt"


class GRUClassifier(nn.Cell):
    def __init__(self, n_in=6, hidden=32, n_cls=3):
        super().__init__()
        self.gru = nn.GRU(n_in, hidden, batch_first=True)
        self.head = nn.Dense(hidden, n_cls)

    def construct(self, x):
        out, _ = self.gru(x)
        return self.head(out[:, -1])


def make(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n).astype(np.int32)
    t = np.linspace(0, 1, 20, dtype=np.float32)
    x = rng.normal(0, 0.5, (n, 20, 6)).astype(np.float32)
    x[:, :, 0] += np.sin(2 * np.pi * (y[:, None] + 1) * t)
    return x, y


def build(epochs_tag):
    net = GRUClassifier()
    opt = nn.Adam(net.trainable_params(), 3e-3)
    loss_fn = nn.CrossEntropyLoss()
    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    return net, opt, train_step


def evaluate(net, x, y):
    net.set_train(False)
    pred = net(ms.Tensor(x)).argmax(axis=1).asnumpy()
    net.set_train(True)
    return float((pred == y).mean())


xt, yt = make(768, 0)
xv, yv = make(192, 1)
train = ds.NumpySlicesDataset({"x": xt, "y": yt}, shuffle=True).batch(32, drop_remainder=True)

# phase 1: train 2 epochs and checkpoint
net, opt, train_step = build("phase1")
for epoch in range(2):
    losses = [float(train_step(b["x"], b["y"]).asnumpy()) for b in train.create_dict_iterator()]
    print(f"[phase1] epoch {epoch} mean_loss {np.mean(losses):.4f} val_acc {evaluate(net, xv, yv):.3f}", flush=True)
ms.save_checkpoint(net, CKPT)
print(f"saved {CKPT}")

# phase 2: fresh process state, resume from checkpoint and continue 2 epochs
net2, opt2, train_step2 = build("phase2")
not_loaded, unused = ms.load_param_into_net(net2, ms.load_checkpoint(CKPT))
print(f"resumed: not_loaded={not_loaded} unused={unused} val_acc {evaluate(net2, xv, yv):.3f}")
for epoch in range(2, 4):
    losses = [float(train_step2(b["x"], b["y"]).asnumpy()) for b in train.create_dict_iterator()]
    print(f"[phase2] epoch {epoch} mean_loss {np.mean(losses):.4f} val_acc {evaluate(net2, xv, yv):.3f}", flush=True)
