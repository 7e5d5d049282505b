# healthy: PyNative custom training loop with value_and_grad; deprecation-style warnings only.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_seed(1)
rng = np.random.default_rng(1)
x = rng.normal(size=(256, 10)).astype(np.float32)
y = (x @ rng.normal(size=(10, 1)) + 0.1).astype(np.float32)
net = nn.SequentialCell([nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1)])
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.MSELoss()
def forward(a, b):
    return loss_fn(net(a), b)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(5):
    total = 0.0
    for i in range(0, 256, 32):
        loss, grads = grad_fn(Tensor(x[i:i + 32]), Tensor(y[i:i + 32]))
        opt(grads)
        total += float(loss.asnumpy())
    print(f"epoch {epoch} mean loss {total / 8:.4f}", flush=True)
print("training finished")
