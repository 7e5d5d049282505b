"""LSTM next-value forecaster on noisy sine waves, functional training loop with a jit-compiled step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(123)

rng = np.random.default_rng(123)
def make_series(n, T=30):
    phase = rng.uniform(0, 2 * np.pi, size=(n, 1))
    freq = rng.uniform(0.1, 0.3, size=(n, 1))
    t = np.arange(T + 1)[None, :]
    s = np.sin(freq * t + phase) + 0.05 * rng.normal(size=(n, T + 1))
    return s[:, :T, None].astype(np.float32), s[:, T:, ].astype(np.float32)

Xtr, ytr = make_series(1024)
Xva, yva = make_series(256)

class Forecaster(nn.Cell):
    def __init__(self, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(1, hidden, num_layers=1, batch_first=True)
        self.out = nn.Dense(hidden, 1)
    def construct(self, x):
        h, _ = self.lstm(x)
        return self.out(h[:, -1, :])

net = Forecaster()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
mse = nn.MSELoss()

def forward(x, y):
    return mse(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

bs = 64
for epoch in range(1, 7):
    net.set_train(True)
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), bs):
        idx = perm[i:i + bs]
        losses.append(float(train_step(Tensor(Xtr[idx]), Tensor(ytr[idx])).asnumpy()))
    net.set_train(False)
    val = float(mse(net(Tensor(Xva)), Tensor(yva)).asnumpy())
    print(f"epoch {epoch:02d} | train_mse {np.mean(losses):.5f} | val_mse {val:.5f}")
print("done")
