# torch.cuda.amp loop (scaler.scale(loss).backward(); scaler.step(opt); scaler.update()) ported to
# mindspore.amp.DynamicLossScaler for a float32 regression MLP trained with plain SGD.
# The port scales the loss inside forward_fn, checks all_finite and adjusts the scale, but the
# gradients reach the optimizer still multiplied by the loss scale.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, amp

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 8)).astype(np.float32)
w_true = rng.normal(size=(8, 1)).astype(np.float32)
Y = X @ w_true + 0.1 * rng.normal(size=(512, 1)).astype(np.float32)

net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
loss_fn = nn.MSELoss()
scaler = amp.DynamicLossScaler(scale_value=2 ** 10, scale_factor=2, scale_window=50)

def forward_fn(x, y):
    loss = loss_fn(net(x), y)
    return scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

for step in range(60):
    i = (step * 32) % 512
    (scaled_loss, loss), grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
    is_finite = amp.all_finite(grads)
    scaler.adjust(is_finite)
    if is_finite:
        opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} loss {loss.asnumpy():.6f} scale {scaler.scale_value.asnumpy():.0f} finite {bool(is_finite)}")
print("training finished")
