# GRAPH_MODE port of a PyTorch training step for a small regression net.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)

N, IN = 1024, 8
w_true = rng.normal(size=(IN, 1)).astype(np.float32)
x = rng.normal(size=(N, IN)).astype(np.float32)
y = (x @ w_true + 0.1 * rng.normal(size=(N, 1))).astype(np.float32)


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, 32)
        self.act = nn.Tanh()
        self.fc2 = nn.Dense(32, 1)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


net = Regressor()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)


def forward(xb, yb):
    pred = net(xb)
    return loss_fn(pred, yb)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
history = []


@ms.jit
def train_step(xb, yb):
    loss, grads = grad_fn(xb, yb)
    opt(grads)
    history.append(loss.item())
    return loss


bs = 64
net.set_train(True)
for epoch in range(5):
    for i in range(0, N, bs):
        loss = train_step(Tensor(x[i:i + bs]), Tensor(y[i:i + bs]))
    print(f"epoch {epoch} last loss {float(loss.asnumpy()):.5f} mean loss {np.mean(history[-(N // bs):]):.5f}")
print("done")
