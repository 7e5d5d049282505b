# Healthy: fp16 compute via amp (auto_mixed_precision O2 style by hand) with a DynamicLossScaler; loss falls, no overflow
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import DynamicLossScaler, all_finite

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(3)
X = np.random.randn(128, 16).astype(np.float32)
Y = (X @ np.random.randn(16, 1).astype(np.float32) * 0.1).astype(np.float32)

net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1)])
net = ms.amp.auto_mixed_precision(net, "O2")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
scaler = DynamicLossScaler(scale_value=2 ** 10, scale_factor=2, scale_window=50)
loss_fn = nn.MSELoss()

def forward(x, y):
    loss = loss_fn(net(x).astype(ms.float32), y)
    return scaler.scale(loss)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for step in range(30):
    scaled, grads = grad_fn(ms.Tensor(X), ms.Tensor(Y))
    loss = scaler.unscale(scaled)
    grads = scaler.unscale(grads)
    finite = all_finite(grads)
    scaler.adjust(finite)
    if finite:
        opt(grads)
    if step % 3 == 0 or step == 29:
        print(f"step {step:2d} loss {float(loss.asnumpy()):.5f} scale {float(scaler.scale_value.asnumpy()):.0f} finite {bool(finite.asnumpy())}")
