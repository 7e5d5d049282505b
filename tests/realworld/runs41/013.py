# Mistake: heteroscedastic regression head ported from torch, where the loss was
# nn.GaussianNLLLoss(eps=1e-6) (it clamps the predicted variance) and the variance came from
# F.softplus(var_head(h)). The port writes the NLL by hand, 0.5 * (log(var) + (y - mu)^2 / var), and
# takes var straight from the Dense output (softplus and clamp not ported); negative variances make
# log(var) NaN at the first step and the NaN gradients then poison every weight.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class ProbRegressor(nn.Cell):
    def __init__(self, d_in=8, h=32):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(d_in, h), nn.ReLU(), nn.Dense(h, h), nn.ReLU())
        self.mu_head = nn.Dense(h, 1)
        self.var_head = nn.Dense(h, 1)
    def construct(self, x):
        h = self.body(x)
        return self.mu_head(h), self.var_head(h)

def gaussian_nll(mu, var, y):
    return (0.5 * (ops.log(var) + (y - mu) ** 2 / var)).mean()

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 8)).astype(np.float32)
Y = (X @ rng.normal(size=(8, 1)) + 0.3 * rng.normal(size=(256, 1))).astype(np.float32)

net = ProbRegressor()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward_fn(x, y):
    mu, var = net(x)
    return gaussian_nll(mu, var, y)
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
step = 0
for epoch in range(3):
    for i in range(0, 256, 32):
        loss, grads = grad_fn(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]))
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} nll {float(loss.asnumpy()):.4f}")
        step += 1
print("training finished")
