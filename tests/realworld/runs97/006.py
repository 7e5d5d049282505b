"""Click-through-rate model: logistic head with a hand-written binary cross entropy (ported from a
PyTorch notebook), trained with a custom loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(7)
rng = np.random.default_rng(7)
N, F = 2048, 40
X = rng.normal(size=(N, F)).astype(np.float32) * 5.0
w_true = rng.normal(size=(F,)).astype(np.float32)
Y = (X @ w_true > 0).astype(np.float32)[:, None]

class CTRNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(F, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, 1))
    def construct(self, x):
        return ops.sigmoid(self.mlp(x))

def bce(p, y):
    return -(y * ops.log(p) + (1 - y) * ops.log(1 - p)).mean()

net = CTRNet()
opt = nn.SGD(net.trainable_params(), learning_rate=0.5, momentum=0.9)

def forward(x, y):
    p = net(x)
    return bce(p, y), p

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)
bs = 128
step = 0
for epoch in range(3):
    perm = rng.permutation(N)
    for i in range(0, N, bs):
        idx = perm[i:i + bs]
        (loss, p), grads = grad_fn(Tensor(X[idx]), Tensor(Y[idx]))
        opt(grads)
        step += 1
        if step % 4 == 0:
            acc = ((p.asnumpy() > 0.5) == Y[idx]).mean()
            print(f"[epoch {epoch}] step {step:4d}  loss={loss.asnumpy():.5f}  acc={acc:.3f}  lr=0.5")
