# fp16 training of an MLP classifier with a static loss scale, the value taken over from an
# Apex/AMP config (static_loss_scale = 2**24) in the PyTorch version of this script
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(1)
X = rng.normal(size=(2048, 32)).astype(np.float32)
W = rng.normal(size=(32, 5)).astype(np.float32)
Y = np.argmax(X @ W, 1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(128, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(32, 128), nn.GELU(), nn.Dense(128, 128), nn.GELU(), nn.Dense(128, 5))
net.to_float(ms.float16)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
STATIC_LOSS_SCALE = 2 ** 24
loss_scaler = ms.amp.StaticLossScaler(STATIC_LOSS_SCALE)


def forward_fn(x, y):
    loss = loss_fn(net(x).astype(ms.float32), y)
    return loss_scaler.scale(loss), loss


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)


def train_step(x, y):
    (_, loss), grads = grad_fn(x, y)
    grads = loss_scaler.unscale(grads)
    finite = ms.amp.all_finite(grads)
    if finite:
        opt(grads)
    return loss, finite

step = 0
for epoch in range(3):
    for x, y in train_ds.create_tuple_iterator():
        loss, finite = train_step(x, y)
        step += 1
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f} grads_finite {bool(finite)} "
                  f"loss_scale {STATIC_LOSS_SCALE}", flush=True)
    print(f"--- epoch {epoch} done", flush=True)
