"""Tabular regression MLP, custom TrainOneStepCell loop; loss-scale settings copied from the
team's mixed-precision recipe."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(1)
ms.set_context(mode=ms.GRAPH_MODE)

rng = np.random.default_rng(3)
X = rng.normal(size=(2048, 12)).astype(np.float32)
w_true = rng.normal(size=(12, 1)).astype(np.float32)
Y = (X @ w_true + 0.5 * np.sin(X[:, :1] * 3) + 0.05 * rng.normal(size=(2048, 1))).astype(np.float32)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(12, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1)])

    def construct(self, x):
        return self.body(x)


net = MLP()
LOSS_SCALE = 1024.0
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9, loss_scale=LOSS_SCALE)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
train_step.set_train()

BATCH = 64
for epoch in range(8):
    perm = rng.permutation(len(X))
    losses = []
    for s in range(0, len(X), BATCH):
        idx = perm[s:s + BATCH]
        loss = train_step(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
        losses.append(float(loss.asnumpy()))
        if (s // BATCH) % 8 == 0:
            print(f"epoch {epoch} step {s // BATCH:3d}/{len(X) // BATCH} loss {losses[-1]:.5f}")
    print(f"== epoch {epoch} mean train mse {np.mean(losses):.5f}")
