# port of a torch MLP regression using mindspore.mint
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, (512, 4)).astype(np.float32)
Y = (np.sin(X).sum(axis=1, keepdims=True)).astype(np.float32)
class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l1 = mint.nn.Linear(4, 64)
        self.l2 = mint.nn.Linear(64, 64)
        self.l3 = mint.nn.Linear(64, 1)
    def construct(self, x):
        x = mint.nn.functional.relu(self.l1(x))
        x = mint.tanh(self.l2(x))
        return self.l3(x)
net = MLP()
opt = mint.optim.AdamW(net.trainable_params(), lr=3e-3)
def fwd(x, y):
    return ((net(x) - y) ** 2).mean()
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(10):
    perm = rng.permutation(len(X)); tot = 0.0
    for i in range(0, len(X), 64):
        idx = perm[i:i + 64]
        loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
        opt(grads)
        tot += float(loss.asnumpy())
    print(f"epoch {epoch} train_mse {tot / (len(X) // 64):.4f}")
print("done")
