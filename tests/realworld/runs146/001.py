# House-price regression ported from a PyTorch notebook: custom loop with value_and_grad
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)

N, F = 512, 8
X = rng.normal(size=(N, F)).astype(np.float32)
true_w = rng.normal(size=(F,)).astype(np.float32)
y = (X @ true_w + 0.1 * rng.normal(size=N)).astype(np.float32)   # shape (N,)

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, 1))
    def construct(self, x):
        return self.net(x)

model = Regressor()
loss_fn = nn.MSELoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)

def forward(x, t):
    pred = model(x)
    return loss_fn(pred, t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(x, t):
    loss, grads = grad_fn(x, t)
    opt(grads)
    return loss

BS = 32
for epoch in range(15):
    perm = rng.permutation(N)
    tot = 0.0
    for i in range(0, N, BS):
        idx = perm[i:i+BS]
        loss = train_step(ms.Tensor(X[idx]), ms.Tensor(y[idx]))
        tot += float(loss.asnumpy())
    print(f"epoch {epoch+1:2d}/15  train_mse {tot/(N//BS):.4f}")

pred = model(ms.Tensor(X)).asnumpy()
print("target variance", float(y.var()))
print("final full-data mse", float(((pred.squeeze() - y) ** 2).mean()))
