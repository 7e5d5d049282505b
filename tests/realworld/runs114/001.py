"""Tiny MLP classifier with hand-written Parameters (ported from a torch nn.Module)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Parameter
from mindspore.common.initializer import initializer, XavierUniform, Normal, Zero

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class Linear(nn.Cell):
    def __init__(self, fan_in, fan_out):
        super().__init__()
        self.weight = Parameter(initializer(XavierUniform(), [fan_out, fan_in], ms.float32), name="weight")
        self.bias = Parameter(initializer(Zero(), [fan_out], ms.float32), name="bias")

    def construct(self, x):
        return mint.matmul(x, self.weight.T) + self.bias


class MLP(nn.Cell):
    def __init__(self, d_in=20, d_hidden=64, n_cls=4):
        super().__init__()
        self.fc1 = Linear(d_in, d_hidden)
        self.fc2 = Linear(d_hidden, n_cls)
        self.emb_scale = Parameter(initializer(Normal(0.02), [d_in], ms.float32), name="emb_scale")

    def construct(self, x):
        x = x * (1.0 + self.emb_scale)
        return self.fc2(mint.nn.functional.relu(self.fc1(x)))


def make_data(n=512, d=20, k=4, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 3, size=(k, d))
    y = rng.integers(0, k, size=n)
    x = centers[y] + rng.normal(0, 1, size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)


x_np, y_np = make_data()
net = MLP()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()


def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

bs = 64
for epoch in range(3):
    perm = np.random.permutation(len(x_np))
    total, correct, losses = 0, 0, []
    for i in range(0, len(x_np), bs):
        idx = perm[i:i + bs]
        x, y = ms.Tensor(x_np[idx]), ms.Tensor(y_np[idx])
        (loss, logits), grads = grad_fn(x, y)
        opt(grads)
        losses.append(loss.asnumpy())
        correct += int((logits.argmax(-1) == y).sum().asnumpy())
        total += len(idx)
        if (i // bs) % 4 == 0:
            print(f"epoch {epoch} step {i // bs:3d} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} done: mean loss {np.mean(losses):.4f} train acc {correct / total:.3f}")
print("training finished")
