# Manual fp16 training step with mindspore.amp.DynamicLossScaler (GradScaler port): skip step on overflow
import numpy as np
import mindspore as ms
from mindspore import nn, amp

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 1))
net.to_float(ms.float16)
loss_fn = nn.MSELoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=1e-3, momentum=0.9)
scaler = amp.DynamicLossScaler(scale_value=2**16, scale_factor=2, scale_window=50)

def forward(x, y):
    loss = loss_fn(net(x).astype(ms.float32), y)
    return scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

# targets in raw units (sum of 0..255 pixel values * 10) -> squared error ~1e9 overflows fp16 grads
X = (np.random.rand(256, 32) * 255).astype(np.float32)
Y = (X.sum(1, keepdims=True) * 10).astype(np.float32)
for step in range(30):
    idx = np.random.choice(256, 32, replace=False)
    (_, loss), grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
    grads = scaler.unscale(grads)
    finite = amp.all_finite(grads)
    scaler.adjust(finite)
    if finite:
        opt(grads)
    print(f"step {step:3d} | loss {loss.asnumpy():.1f} | grads finite {bool(finite.asnumpy())} | loss_scale {scaler.scale_value.asnumpy():.6g}")
