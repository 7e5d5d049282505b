"""Tiny mixture-of-experts classifier (switch-style routing) ported from a torch model; GRAPH_MODE for speed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)
D, H, E, C = 32, 64, 4, 5


class MoE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.router = nn.Dense(D, E)
        self.experts = nn.CellList([nn.SequentialCell(nn.Dense(D, H), nn.GELU(), nn.Dense(H, D)) for _ in range(E)])
        self.head = nn.Dense(D, C)

    def construct(self, x):
        probs = ops.softmax(self.router(x), axis=-1)
        aux_loss = 0.0

        def add_balance_loss(p):
            # torch: self.aux_loss += E * (p.mean(0) ** 2).sum()
            nonlocal aux_loss
            aux_loss = aux_loss + E * (p.mean(0) ** 2).sum()

        add_balance_loss(probs)
        out = 0
        for i in range(E):
            out = out + probs[:, i:i + 1] * self.experts[i](x)
        return self.head(out + x), aux_loss


class WithAux(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        logits, aux = self.net(x)
        return self.ce(logits, y) + 0.01 * aux


rng = np.random.default_rng(11)
W = rng.standard_normal((D, C)).astype(np.float32)
X = rng.standard_normal((512, D)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)

net = MoE()
train_step = nn.TrainOneStepCell(WithAux(net), nn.Adam(net.trainable_params(), 1e-3))
train_step.set_train()
for epoch in range(3):
    losses = []
    for i in range(0, 512, 64):
        losses.append(train_step(ms.Tensor(X[i:i + 64]), ms.Tensor(Y[i:i + 64])).asnumpy())
    print(f"epoch {epoch}: mean loss {np.mean(losses):.4f}")
