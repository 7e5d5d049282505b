"""Binary click-through model; BCE written out by hand as in the original notebook, functional loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(5)
rng = np.random.default_rng(5)
N, D = 2048, 24
X = rng.normal(size=(N, D)).astype(np.float32) * 4.0
y = (X[:, 0] + X[:, 1] > 0).astype(np.float32)[:, None]
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(128)

net = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, 1), nn.Sigmoid())
opt = nn.SGD(net.trainable_params(), learning_rate=0.5, momentum=0.9)

def bce(p, t):
    return -(t * ops.log(p) + (1 - t) * ops.log(1 - p)).mean()

def forward(x, t):
    p = net(x)
    return bce(p, t), p

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(x, t):
    (loss, p), grads = grad_fn(x, t)
    opt(grads)
    return loss, p

global_step = 0
for epoch in range(3):
    for batch in train.create_dict_iterator():
        loss, p = train_step(batch["x"], batch["y"])
        acc = float(((p > 0.5).astype(ms.float32) == batch["y"]).mean().asnumpy())
        global_step += 1
        if global_step % 4 == 0:
            print({"epoch": epoch, "step": global_step, "loss": round(float(loss.asnumpy()), 4),
                   "acc": round(acc, 4), "lr": 0.5}, flush=True)
