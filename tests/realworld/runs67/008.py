# torch: params = model.parameters(); optimizer = SGD(params, ...); ... loss.backward(); optimizer.step()
# Port keeps one `params` object for the optimizer and for the gradient function.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(8)
rng = np.random.default_rng(8)

D = 20
w_true = rng.normal(size=(D, 1)).astype(np.float32)
x = rng.normal(size=(800, D)).astype(np.float32)
y = (x @ w_true + 0.1 * rng.normal(size=(800, 1))).astype(np.float32)

model = nn.SequentialCell(nn.Dense(D, 32), nn.Tanh(), nn.Dense(32, 1))
params = model.get_parameters()
optimizer = nn.Momentum(params, learning_rate=0.01, momentum=0.9)
loss_fn = nn.MSELoss()

def forward(xb, yb):
    return loss_fn(model(xb), yb)

grad_fn = ms.value_and_grad(forward, None, weights=params)

for epoch in range(10):
    perm = rng.permutation(800)
    total = 0.0
    for i in range(0, 800, 40):
        idx = perm[i:i + 40]
        loss, grads = grad_fn(ms.Tensor(x[idx]), ms.Tensor(y[idx]))
        optimizer(grads)
        total += float(loss.asnumpy())
    print(f"epoch {epoch:2d}  mse {total / 20:.6f}")
print("saved model to regressor.ckpt")
ms.save_checkpoint(model, "regressor.ckpt")
