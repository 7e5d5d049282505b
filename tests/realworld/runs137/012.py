"""Mixed-precision (O2) regression head with static loss scaling, custom loop
(ported from torch.cuda.amp autocast + GradScaler)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.amp import auto_mixed_precision, StaticLossScaler

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(5)

rng = np.random.default_rng(5)
N, F = 1024, 32
X = rng.normal(size=(N, F)).astype(np.float32)
y = (X @ rng.normal(size=(F, 1)) * 4.0 + 1.0).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(F, 256), nn.ReLU(), nn.Dense(256, 256), nn.ReLU(), nn.Dense(256, 1))
net = auto_mixed_precision(net, "O2")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.MSELoss()
scaler = StaticLossScaler(scale_value=2.0 ** 16)


def forward(x, t):
    loss = loss_fn(net(x).astype(ms.float32), t)
    return scaler.scale(loss), loss


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

step = 0
for epoch in range(3):
    for x, t in train.create_tuple_iterator():
        (_, loss), grads = grad_fn(x, t)
        grads = scaler.unscale(grads)
        opt(grads)
        step += 1
        if step <= 3 or step % 4 == 0:
            print(f"epoch {epoch} | step {step:4d} | loss {float(loss.asnumpy()):10.4f} | lr 1.0e-03")
