# Sensor-anomaly MLP trained in fp16 "to match the NPU recipe": whole network cast with to_float(float16),
# raw (unnormalised) sensor readings fed in, custom loop.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(5)
rng = np.random.default_rng(5)
N = 1024
# raw readings: pressure in Pa (~1e5), temperature in K, vibration
X = np.stack([rng.normal(101325, 800, N), rng.normal(300, 5, N), rng.normal(0, 1, N),
              rng.normal(5e4, 3e3, N)], axis=1).astype(np.float32)
y = ((X[:, 0] > 101325) ^ (X[:, 2] > 0)).astype(np.int32)

net = nn.SequentialCell(nn.Dense(4, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 2))
net.to_float(ms.float16)
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward(x, t):
    logits = net(x)
    return loss_fn(logits.astype(ms.float32), t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
BS = 64
for epoch in range(3):
    for step in range(N // BS):
        xb = ms.Tensor(X[step*BS:(step+1)*BS]); yb = ms.Tensor(y[step*BS:(step+1)*BS])
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:2d} | loss {loss.asnumpy():.4f}")
print("training finished")
