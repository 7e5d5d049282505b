# Port of an HF "gradual unfreezing" fine-tune: backbone frozen for the first 2 epochs, then
# unfrozen (torch: for p in backbone.parameters(): p.requires_grad = True; the torch optimizer
# had been built over model.parameters()). The port builds the optimizer from trainable_params() at start.
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
N, D = 512, 2
X = np.random.uniform(-1, 1, (N, D)).astype(np.float32)
y = ((X[:, 0] * X[:, 1]) > 0).astype(np.int32)           # XOR-like: linear head alone cannot fit
class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(D, 16), nn.ReLU(), nn.Dense(16, 4), nn.ReLU())
        self.classifier = nn.Dense(4, 2)
    def construct(self, x): return self.classifier(self.backbone(x))
net = Clf()
for p in net.backbone.get_parameters(): p.requires_grad = False
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
ce = nn.CrossEntropyLoss()
def fwd(x, t): return ce(net(x), t)
gf = ms.value_and_grad(fwd, None, opt.parameters)
Xt, yt = ms.Tensor(X), ms.Tensor(y)
for epoch in range(10):
    if epoch == 2:
        for p in net.backbone.get_parameters(): p.requires_grad = True
        print("epoch 2: unfreezing backbone, trainable params:", len(net.trainable_params()))
    tot = 0.0
    for i in range(0, N, 64):
        loss, g = gf(Xt[i:i+64], yt[i:i+64]); opt(g); tot += loss.asnumpy()
    acc = (net(Xt).asnumpy().argmax(-1) == y).mean()
    print(f"epoch {epoch} mean loss {tot / (N // 64):.4f} acc {acc:.3f}")
