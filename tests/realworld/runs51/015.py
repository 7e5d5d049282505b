# torch.cuda.amp loop ported to mindspore.amp:
#   torch: scaler.scale(loss).backward(); scaler.step(optimizer); scaler.update()
#   port : DynamicLossScaler.scale / unscale / adjust, optimizer called every step
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import DynamicLossScaler, all_finite

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(15); np.random.seed(15)

X = np.random.randn(512, 32).astype(np.float32)
Y = (np.random.randn(32, 1) * 3).astype(np.float32)
T = (X @ Y + 0.1 * np.random.randn(512, 1)).astype(np.float32)

net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 1))
net.to_float(ms.float16)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.MSELoss()
scaler = DynamicLossScaler(scale_value=2.0 ** 16, scale_factor=2, scale_window=50)

def forward(x, t):
    loss = loss_fn(net(x).astype(ms.float32), t)
    return scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

step = 0
for epoch in range(4):
    for i in range(0, 512, 32):
        (_, loss), grads = grad_fn(ms.Tensor(X[i:i + 32]), ms.Tensor(T[i:i + 32]))
        grads = scaler.unscale(grads)
        finite = all_finite(grads)
        scaler.adjust(finite)
        opt(grads)                                   # scaler.step(optimizer)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} | loss {loss.asnumpy():.5f} | grads_finite {bool(finite.asnumpy())} | "
                  f"loss_scale {scaler.scale_value.asnumpy():.0f}")
        step += 1
