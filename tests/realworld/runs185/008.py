"""Click-through-rate model (wide MLP) with a hand-written binary cross-entropy,
ported from a PyTorch training script that used
    loss = -(y * torch.log(torch.sigmoid(z)) + (1 - y) * torch.log(1 - torch.sigmoid(z))).mean()"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

rng = np.random.default_rng(0)
N = 4096
impressions = rng.integers(1, 20000, N).astype(np.float32)      # raw counters, not normalised
dwell_ms = rng.gamma(2.0, 1500.0, N).astype(np.float32)
position = rng.integers(1, 30, N).astype(np.float32)
cat = rng.normal(size=(N, 8)).astype(np.float32)
X = np.concatenate([impressions[:, None], dwell_ms[:, None], position[:, None], cat], axis=1)
logit_true = 0.8 * cat[:, 0] - 0.05 * position + 0.0002 * dwell_ms - 1.0
Y = (rng.random(N) < 1 / (1 + np.exp(-logit_true))).astype(np.float32)[:, None]


class CTRNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(11, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, 1)])

    def construct(self, x):
        return self.mlp(x)


class BCELoss(nn.Cell):
    def construct(self, z, y):
        p = ops.sigmoid(z)
        return -(y * ops.log(p) + (1 - y) * ops.log(1 - p)).mean()


net = CTRNet()
loss_fn = BCELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
step.set_train()

BATCH = 128
for epoch in range(1, 4):
    perm = rng.permutation(N)
    for s in range(N // BATCH):
        idx = perm[s * BATCH:(s + 1) * BATCH]
        loss = step(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
        if (s + 1) % 8 == 0:
            logits = net(ms.Tensor(X[idx])).asnumpy()
            acc = float(((logits > 0).astype(np.float32) == Y[idx]).mean())
            print({"epoch": epoch, "step": s + 1, "loss": round(float(loss.asnumpy()), 5), "acc": round(acc, 4)})
