"""Face-embedding style training: softmax + center loss (Wen et al. 2016), ported from a torch repo.
torch original:
    counts = torch.bincount(labels, minlength=C)[labels].float() + 1
    delta = (feats - centers[labels]) / counts[:, None]
    centers.index_add_(0, labels, alpha * delta)
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)
C, D_IN, D_FEAT, BATCH = 10, 64, 16, 50
ALPHA, LAMBDA_C = 0.5, 0.01


class Embedder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(D_IN, 128), nn.PReLU(), nn.Dense(128, D_FEAT))
        self.cls = nn.Dense(D_FEAT, C)

    def construct(self, x):
        f = self.body(x)
        return f, self.cls(f)


net = Embedder()
centers = ms.Parameter(ops.zeros((C, D_FEAT), ms.float32), name="centers", requires_grad=False)
ce = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward(x, y):
    f, logits = net(x)
    l_center = ((f - centers[y]) ** 2).sum(axis=1).mean() / 2
    return ce(logits, y) + LAMBDA_C * l_center, f


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

rng = np.random.default_rng(3)
proto = rng.standard_normal((C, D_IN)).astype(np.float32) * 2
labels_all = rng.integers(0, C, 2000)
X_all = (proto[labels_all] + rng.standard_normal((2000, D_IN))).astype(np.float32)

net.set_train()
for epoch in range(3):
    for it in range(0, 2000, BATCH):
        yb = labels_all[it:it + BATCH]
        x, y = ms.Tensor(X_all[it:it + BATCH]), ms.Tensor(yb.astype(np.int32))
        (loss, feats), grads = grad_fn(x, y)
        opt(grads)
        # ---- center update (not through autograd) ----
        counts = ms.Tensor(np.bincount(yb, minlength=C)[yb] + 1.0)
        delta = (ops.stop_gradient(feats) - centers[y]) / counts[:, None]
        ops.scatter_nd_add(centers, y.reshape(-1, 1), ALPHA * delta)
        if it % 500 == 0:
            print(f"[epoch {epoch}] iter {it // BATCH:3d}  loss={loss.asnumpy():.4f}")
print("center norms:", ops.norm(centers, dim=1).asnumpy())
