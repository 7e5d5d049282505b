"""Next-value forecasting with a GRU, functional training loop (value_and_grad) in PyNative mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(7)
WINDOW, BATCH, EPOCHS = 24, 32, 3

t = np.arange(1200, dtype=np.float32)
series = np.sin(t * 0.07) + 0.3 * np.sin(t * 0.31) + 0.05 * np.random.default_rng(0).normal(size=t.shape)
X = np.stack([series[i:i + WINDOW] for i in range(len(series) - WINDOW)])[..., None].astype(np.float32)
Y = series[WINDOW:, None].astype(np.float32)
split = int(0.8 * len(X))
Xtr, Ytr, Xva, Yva = X[:split], Y[:split], X[split:], Y[split:]


class Forecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(1, 32, batch_first=True)
        self.out = nn.Dense(32, 1)

    def construct(self, x):
        h, _ = self.gru(x)
        return self.out(h[:, -1, :])


net = Forecaster()
steps_per_epoch = len(Xtr) // BATCH
lr = nn.cosine_decay_lr(1e-4, 5e-3, steps_per_epoch * EPOCHS, steps_per_epoch, EPOCHS)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
loss_fn = nn.MSELoss()


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, 1.0)
    opt(grads)
    return loss


rng = np.random.default_rng(1)
for epoch in range(EPOCHS):
    net.set_train(True)
    perm = rng.permutation(len(Xtr))
    run = 0.0
    for s in range(steps_per_epoch):
        idx = perm[s * BATCH:(s + 1) * BATCH]
        run += float(train_step(ms.Tensor(Xtr[idx]), ms.Tensor(Ytr[idx])).asnumpy())
        if (s + 1) % 10 == 0:
            print(f"epoch {epoch + 1}/{EPOCHS} step {s + 1}/{steps_per_epoch} train_mse {run / (s + 1):.5f}")
    net.set_train(False)
    val = float(loss_fn(net(ms.Tensor(Xva)), ms.Tensor(Yva)).asnumpy())
    print(f"epoch {epoch + 1}: train_mse {run / steps_per_epoch:.5f} val_mse {val:.5f}")
