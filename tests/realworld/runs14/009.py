# Distillation-style classifier with a low temperature; log-softmax computed stably (logits minus their row max
# before exp); PyNative loop, loss printed every few steps.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
N, D, C, T = 512, 32, 5, 0.01
X = rng.standard_normal((N, D)).astype(np.float32) * 3.0
W = rng.standard_normal((D, C)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f1 = nn.Dense(D, 64)
        self.f2 = nn.Dense(64, C)
        self.act = nn.ReLU()
    def construct(self, x):
        return self.f2(self.act(self.f1(x)))

def log_softmax_t(logits, t):
    z = logits / t
    z = z - z.max(axis=-1, keepdims=True)
    return z - ops.log(ops.exp(z).sum(axis=-1, keepdims=True))

net = Net()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def loss_fn(x, y):
    logp = log_softmax_t(net(x), T)
    onehot = ops.one_hot(y, C, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
    return -(onehot * logp).sum(-1).mean()
grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
for step in range(80):
    idx = rng.integers(0, N, 32)
    loss, grads = grad_fn(Tensor(X[idx]), Tensor(Y[idx]))
    opt(grads)
    if step % 4 == 0 or step == 79:
        print(f"step {step:3d} loss {float(loss.asnumpy()):.4f}", flush=True)
print("done")
