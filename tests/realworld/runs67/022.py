# torch loop: for step: lr = warmup_cosine(step); for g in opt.param_groups: g["lr"] = lr; loss = train_step(...)
# Port: the scheduled lr and the step counter are passed into the jitted train step as Python numbers,
# and the loss history is handed in for the smoothed-loss log (torch: running mean over a deque).
import math, time
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(22)
rng = np.random.default_rng(22)

D = 16
x = rng.normal(size=(4096, D)).astype(np.float32)
y = (x @ rng.normal(size=(D, 1)) + 0.1 * rng.normal(size=(4096, 1))).astype(np.float32)
net = nn.SequentialCell(nn.Dense(D, 32), nn.ReLU(), nn.Dense(32, 1))
params = net.trainable_params()
loss_fn = nn.MSELoss()
def forward(a, b):
    return loss_fn(net(a), b)

grad_fn = ms.value_and_grad(forward, None, params)

@ms.jit
def train_step(a, b, lr, step, history):
    loss, grads = grad_fn(a, b)
    for p, g in zip(params, grads):
        ops.assign(p, p - lr * g)
    smoothed = (sum(history) + loss) / (len(history) + 1)
    return loss, smoothed

def warmup_cosine(step, total=400, warmup=20, base=0.05):
    if step < warmup:
        return base * (step + 1) / warmup
    return base * 0.5 * (1 + math.cos(math.pi * (step - warmup) / (total - warmup)))

history = []
t_last = time.time()
for step in range(400):
    idx = rng.integers(0, 4096, 64)
    loss, smoothed = train_step(ms.Tensor(x[idx]), ms.Tensor(y[idx]), warmup_cosine(step), step, tuple(history))
    history.append(float(loss.asnumpy()))
    if step % 5 == 0:
        now = time.time()
        print(f"step {step:3d} loss {history[-1]:.4f} smoothed {float(smoothed.asnumpy()):.4f} "
              f"lr {warmup_cosine(step):.5f} time/step {(now - t_last) / 5:.3f}s", flush=True)
        t_last = now
print("training finished")
