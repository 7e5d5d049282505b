"""Mixed-precision (fp16) regression model, PyNative custom loop with the mindspore.amp loss-scaler API
(the torch GradScaler port): static loss scale copied from the NPU recipe (2**24); steps whose gradients
are not finite are skipped, as GradScaler does."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import StaticLossScaler, all_finite

ms.set_seed(12)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 1))
net.to_float(ms.float16)
loss_fn = nn.MSELoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
scaler = StaticLossScaler(scale_value=2.0 ** 24)

def forward(x, y):
    loss = loss_fn(net(x).astype(ms.float32), y)
    return scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

rng = np.random.default_rng(12)
w_true = rng.standard_normal((32, 1)).astype(np.float32)
skipped = 0
for step in range(1, 41):
    x = rng.standard_normal((64, 32)).astype(np.float32)
    y = (x @ w_true + 0.1 * rng.standard_normal((64, 1))).astype(np.float32)
    (_, loss), grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    grads = scaler.unscale(grads)
    if all_finite(grads):
        opt(grads)
    else:
        skipped += 1
    if step % 5 == 0:
        print(f"step {step:3d} | loss {float(loss.asnumpy()):.5f} | skipped_steps {skipped} | scale {scaler.scale_value.asnumpy():.0f}")
