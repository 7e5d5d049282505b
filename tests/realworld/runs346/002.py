# Classifier ported from a PyTorch training loop; loss adds an explicit L2 term over model params
# (torch: sum(p.pow(2).sum() for p in model.parameters())). Run in GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
np.random.seed(1)

N, D, C = 1024, 20, 4
centers = np.random.randn(C, D).astype(np.float32) * 2
labels = np.random.randint(0, C, N).astype(np.int32)
feats = (centers[labels] + np.random.randn(N, D)).astype(np.float32)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, C)

    def construct(self, x):
        return self.head(self.body(x))


class LossWithL2(nn.Cell):
    def __init__(self, net, l2=1e-4):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()
        self.l2 = l2

    def construct(self, x, y):
        logits = self.net(x)
        reg = 0.0
        for p in self.net.trainable_params():
            reg = reg + (p * p).sum()
        return self.ce(logits, y) + self.l2 * reg


net = Classifier()
loss_net = LossWithL2(net)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
train_step = nn.TrainOneStepCell(loss_net, opt)
train_step.set_train()

bs = 64
print(f"train samples: {N}, batch size: {bs}, steps/epoch: {N // bs}")
for epoch in range(5):
    perm = np.random.permutation(N)
    losses = []
    for s in range(N // bs):
        idx = perm[s * bs:(s + 1) * bs]
        loss = train_step(Tensor(feats[idx]), Tensor(labels[idx]))
        losses.append(float(loss.asnumpy()))
        if s % 4 == 0:
            print(f"epoch {epoch} step {s}/{N // bs} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} avg loss {np.mean(losses):.4f}")
