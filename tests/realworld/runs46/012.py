# Port of a torch.cuda.amp loop:  scaler.scale(loss).backward(); scaler.unscale_(opt);
# clip_grad_norm_(..., 1.0); scaler.step(opt); scaler.update()
import numpy as np, mindspore as ms
from mindspore import nn, ops
from mindspore.amp import DynamicLossScaler, all_finite
ms.set_seed(0); np.random.seed(0)
X = np.random.randn(1024, 16).astype(np.float32); w = np.random.randn(16, 1).astype(np.float32)
Y = (X @ w).astype(np.float32)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
scaler = DynamicLossScaler(scale_value=2**16, scale_factor=2, scale_window=50)
def fwd(x, y):
    loss = ops.mse_loss(net(x), y)
    return scaler.scale(loss), loss
gf = ms.value_and_grad(fwd, None, opt.parameters, has_aux=True)
for step in range(1, 201):
    i = (step * 64) % 1024
    (_, loss), grads = gf(ms.Tensor(X[i:i+64]), ms.Tensor(Y[i:i+64]))
    grads = scaler.unscale(grads)                 # scaler.unscale_(optimizer) before clipping
    grads = ops.clip_by_global_norm(grads, 1.0)
    finite = all_finite(grads)
    if finite:
        opt(scaler.unscale(grads))                # scaler.step(optimizer)
    scaler.adjust(finite)
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.5f} scale {scaler.scale_value.asnumpy():.0f} finite {bool(finite)}")
