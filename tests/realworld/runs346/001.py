# Port of a PyTorch tabular regression script (torch.from_numpy(x) pipeline) to MindSpore PyNative.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

N, D = 512, 16
X = np.random.randn(N, D)
w_true = np.random.randn(D, 1)
y = X @ w_true + 0.1 * np.random.randn(N, 1)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D, 32)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(32, 1)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


net = MLP()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(x, t):
    return loss_fn(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

bs = 64
for epoch in range(3):
    perm = np.random.permutation(N)
    total = 0.0
    for i in range(0, N, bs):
        idx = perm[i:i + bs]
        xb = Tensor(X[idx])   # was torch.from_numpy(X[idx])
        yb = Tensor(y[idx])
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        total += float(loss.asnumpy())
        print(f"epoch {epoch} step {i // bs} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} mean loss {total / (N // bs):.4f}")
