# Functional mixed-precision training loop with ms.amp.DynamicLossScaler (ported from torch.cuda.amp.GradScaler)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import DynamicLossScaler, all_finite, auto_mixed_precision

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(9)
rng = np.random.default_rng(9)
X = rng.normal(size=(2048, 32)).astype(np.float32)
Y = (np.tanh(X @ rng.normal(size=(32, 1))) + 0.05 * rng.normal(size=(2048, 1))).astype(np.float32)

net = auto_mixed_precision(nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(),
                                             nn.Dense(64, 1)), "O2")
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
scaler = DynamicLossScaler(scale_value=2.0 ** 12, scale_factor=2, scale_window=50)

def forward(x, y):
    loss = loss_fn(net(x).astype(ms.float32), y)
    return scaler.scale(loss), loss            # scaler.scale(loss).backward()

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)
skipped = 0
for epoch in range(3):
    for step, i in enumerate(range(0, 2048, 64)):
        (_, loss), grads = grad_fn(ms.Tensor(X[i:i + 64]), ms.Tensor(Y[i:i + 64]))
        finite = all_finite(grads)
        if finite:
            opt(grads)                           # scaler.step(optimizer)
        else:
            skipped += 1
        scaler.adjust(finite)                    # scaler.update()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss.asnumpy()):.4f} "
                  f"loss_scale {float(scaler.scale_value.asnumpy()):.1f} skipped {skipped}", flush=True)
print("done")
