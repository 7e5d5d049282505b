# Gradient accumulation ported from a PyTorch loop: grads are summed into buffers every micro-step but the
# buffers are never zeroed after opt() (the optimizer.zero_grad() call had no MindSpore counterpart).
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 10)).astype(np.float32)
w = rng.normal(size=(10, 1)).astype(np.float32)
y = (x @ w + 0.1 * rng.normal(size=(512, 1))).astype(np.float32)
net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
loss_fn = nn.MSELoss()
def forward(a, b):
    return loss_fn(net(a), b)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
accum_steps = 4
acc = [ops.zeros_like(p) for p in opt.parameters]
step = 0
for epoch in range(4):
    for i in range(0, 512, 16):
        loss, grads = grad_fn(Tensor(x[i:i + 16]), Tensor(y[i:i + 16]))
        acc = [a + g / accum_steps for a, g in zip(acc, grads)]
        if (i // 16 + 1) % accum_steps == 0:
            opt(tuple(acc))
            step += 1
            print(f"epoch {epoch} update {step} loss {float(loss.asnumpy()):.4f}", flush=True)
