"""Multi-label tabular model with a LayerScale residual block, ported module-by-module from a PyTorch codebase."""
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
DIM = 32


class LayerScaleBlock(nn.Cell):
    """x + gamma * MLP(LN(x)), as in CaiT."""

    def __init__(self, dim, init_values=1e-4):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(approximate=False), nn.Dense(dim * 2, dim))
        self.gamma = Parameter(Tensor(init_values * np.ones(dim, dtype=np.float32)), name="gamma")

    def forward(self, x):
        return x + self.gamma * self.mlp(self.norm(x))


class TabNet(nn.Cell):
    def __init__(self, n_features=10, n_labels=3):
        super().__init__()
        self.stem = nn.Dense(n_features, DIM)
        self.blocks = nn.SequentialCell([LayerScaleBlock(DIM) for _ in range(2)])
        self.head = nn.Dense(DIM, n_labels)

    def construct(self, x):
        return self.head(self.blocks(self.stem(x)))


rng = np.random.default_rng(0)
X = rng.normal(size=(800, 10)).astype(np.float32)
Y = np.stack([X[:, 0] + X[:, 1] > 0, X[:, 2] > 1, X[:, 3] * X[:, 4] > 0], axis=1).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32)

net = TabNet()
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
print("done")
