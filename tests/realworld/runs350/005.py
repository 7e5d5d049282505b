# MindSpore port of a PyTorch MLP regression on heavy-tailed sensor features, with gradient clipping.
# torch: loss.backward(); torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0); optimizer.step()
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)

N, IN = 2048, 12
x = rng.standard_t(2, size=(N, IN)).astype(np.float32) * 3
w = rng.normal(size=(IN, 1)).astype(np.float32)
y = (np.tanh(x) @ w * 3 + rng.normal(size=(N, 1))).astype(np.float32)


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(IN, 64), nn.ReLU(),
            nn.Dense(64, 64), nn.ReLU(),
            nn.Dense(64, 1),
        )

    def construct(self, x):
        return self.body(x)


net = Regressor()
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
MAX_GRAD_NORM = 1.0


def train_step(xb, yb):
    loss, grads = grad_fn(xb, yb)
    ops.clip_by_global_norm(grads, MAX_GRAD_NORM)
    opt(grads)
    return loss


bs = 64
steps = N // bs
print(f"samples {N} batch {bs} steps/epoch {steps} lr 0.05 max_grad_norm {MAX_GRAD_NORM}")
net.set_train(True)
for epoch in range(5):
    losses = []
    for s, i in enumerate(range(0, N, bs)):
        loss = train_step(Tensor(x[i:i + bs]), Tensor(y[i:i + bs]))
        losses.append(float(loss.asnumpy()))
        if s % 8 == 0:
            print(f"epoch {epoch} step {s}/{steps} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")
print("training finished")
