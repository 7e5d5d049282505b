# Tabular regression with mint + custom training loop (PyNative), ported from a PyTorch script
import numpy as np
import mindspore as ms
from mindspore import mint, nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
np.random.seed(0)

class MLP(nn.Cell):
    def __init__(self, d_in=8, hidden=32):
        super().__init__()
        self.fc1 = mint.nn.Linear(d_in, hidden)
        self.act = mint.nn.ReLU()
        self.fc2 = mint.nn.Linear(hidden, 1)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

X = np.random.randn(512, 8).astype(np.float32)
w = np.random.randn(8, 1).astype(np.float32)
y = (X @ w + 0.1 * np.random.randn(512, 1)).astype(np.float32)

net = MLP()
loss_fn = mint.nn.MSELoss()
opt = mint.optim.AdamW(net.trainable_params(), lr=1e-2)

def forward(x, t):
    return loss_fn(net(x), t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(5):
    perm = np.random.permutation(len(X))
    total = 0.0
    for i in range(0, len(X), 64):
        idx = perm[i:i + 64]
        loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(y[idx]))
        opt(grads)
        total += float(loss)
    print(f"epoch {epoch + 1}/5  train_loss={total / 8:.4f}")
print("training finished")
