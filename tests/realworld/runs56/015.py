# Imbalanced classifier ported from torch: inverse-frequency class weights for CrossEntropyLoss
# torch: counts = torch.bincount(train_labels); class_w = counts ** -1 * counts.sum() / num_classes
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
rng = np.random.default_rng(0)
NCLS = 4
centers = rng.standard_normal((NCLS, 10)) * 2
sizes = [600, 250, 100, 50]
X = np.concatenate([centers[c] + rng.standard_normal((n, 10)) for c, n in enumerate(sizes)]).astype(np.float32)
Y = np.concatenate([np.full(n, c) for c, n in enumerate(sizes)]).astype(np.int32)

counts = Tensor(np.bincount(Y, minlength=NCLS))
class_w = counts ** -1 * counts.sum() / NCLS
print("class weights:", class_w)

net = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, NCLS))
opt = nn.Adam(net.trainable_params(), 1e-3)
def fwd(x, y):
    return ops.cross_entropy(net(x), y, weight=class_w.astype(ms.float32))
gfn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(3):
    perm = rng.permutation(len(X))
    for i, s in enumerate(range(0, len(X), 100)):
        idx = perm[s:s + 100]
        loss, g = gfn(Tensor(X[idx]), Tensor(Y[idx]))
        opt(g)
        if i % 3 == 0:
            print(f"epoch {epoch} step {i} weighted_ce {loss.asnumpy():.4f}")
