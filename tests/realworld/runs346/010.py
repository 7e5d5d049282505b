# Sensor-regression model ported from PyTorch to MindSpore (PyNative, functional training loop).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)

N, D = 1536, 10
X = rng.normal(size=(N, D)).astype(np.float32)
y = (np.sin(X[:, 0]) * 2 + X[:, 1] * X[:, 2] + 0.5 * X[:, 3] + 0.1 * rng.normal(size=N)).astype(np.float32)
Xtr, ytr, Xva, yva = X[:1280], y[:1280], X[1280:], y[1280:]
print(f"train {Xtr.shape} targets {ytr.shape}; val {Xva.shape}")


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(D, 128), nn.GELU(), nn.Dense(128, 128), nn.GELU(), nn.Dense(128, 1))

    def construct(self, x):
        return self.mlp(x)


net = Regressor()
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=1e-4)


def forward(x, t):
    return loss_fn(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


def r2(pred, t):
    return 1 - np.sum((pred - t) ** 2) / np.sum((t - t.mean()) ** 2)


BS = 64
for epoch in range(10):
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), BS):
        idx = perm[i:i + BS]
        loss, grads = grad_fn(Tensor(Xtr[idx]), Tensor(ytr[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    pred = net(Tensor(Xva)).asnumpy().reshape(-1)
    val_mse = float(np.mean((pred - yva) ** 2))
    print(f"epoch {epoch + 1:2d}  train_loss {np.mean(losses):.4f}  val_mse {val_mse:.4f}  val_r2 {r2(pred, yva):.4f}")
print(f"target variance (val): {yva.var():.4f}")
