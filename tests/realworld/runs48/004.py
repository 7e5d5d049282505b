# Port of an HF run with get_linear_schedule_with_warmup. The lambda was rewritten by hand:
# the warm-up branch was kept, the decay branch was lost in the port.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0); np.random.seed(0)
base_lr, warmup_steps, total_steps = 1e-2, 20, 400

def lr_lambda(step):
    if step < warmup_steps:
        return float(step + 1) / float(max(1, warmup_steps))
    return float(step + 1) / float(max(1, warmup_steps))   # was: max(0, (total-step)/(total-warmup))

lrs = [base_lr * lr_lambda(s) for s in range(total_steps)]

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 32), nn.ReLU(), nn.Dense(32, 1))
    def construct(self, x):
        return self.body(x)

X = np.random.randn(1024, 8).astype(np.float32)
y = (X @ np.random.randn(8, 1) + 0.1 * np.random.randn(1024, 1)).astype(np.float32)

net = Regressor()
opt = nn.SGD(net.trainable_params(), learning_rate=lrs, momentum=0.9)
loss_fn = nn.MSELoss()
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
while step < total_steps:
    perm = np.random.permutation(len(X))
    for i in range(0, len(X), 32):
        if step >= total_steps:
            break
        loss, grads = grad_fn(ms.Tensor(X[perm[i:i+32]]), ms.Tensor(y[perm[i:i+32]]))
        opt(grads)
        if step % 10 == 0:
            print(f"step {step} lr {lrs[step]:.5f} loss {loss.asnumpy():.6f}", flush=True)
        step += 1
print("training finished")
