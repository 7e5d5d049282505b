"""CTR model ported from a PyTorch notebook: hand-written BCE on sigmoid outputs, raw (unscaled) dense features."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)

N, NDENSE, NCAT, CARD = 4096, 8, 4, 50
dense = rng.gamma(2.0, 400.0, size=(N, NDENSE)).astype(np.float32)   # counts, dwell time in ms, ...
cats = rng.integers(0, CARD, size=(N, NCAT)).astype(np.int32)
logit = (dense[:, 0] - dense[:, 1]) / 300.0 + (cats[:, 0] % 3 - 1)
click = (logit + rng.normal(0, 0.5, N) > 0).astype(np.float32)

def gen():
    for i in range(N):
        yield dense[i], cats[i], click[i:i + 1]

loader = ds.GeneratorDataset(gen, ["dense", "cats", "click"], shuffle=True).batch(256, drop_remainder=True)

class WideDeep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(CARD * NCAT, 8)
        self.offsets = Tensor(np.arange(NCAT, dtype=np.int32) * CARD)
        self.deep = nn.SequentialCell(nn.Dense(NDENSE + NCAT * 8, 64), nn.ReLU(), nn.Dense(64, 1))
        self.wide = nn.Dense(NDENSE, 1)

    def construct(self, d, c):
        e = self.emb(c + self.offsets).reshape(c.shape[0], -1)
        return ops.sigmoid(self.deep(ops.cat((d, e), 1)) + self.wide(d))

def bce(p, y):
    # same as torch: -(y*log(p) + (1-y)*log(1-p)).mean()
    return -(y * ops.log(p) + (1 - y) * ops.log(1 - p)).mean()

net = WideDeep()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward(d, c, y):
    p = net(d, c)
    return bce(p, y), p

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(1, 4):
    tot, n, correct = 0.0, 0, 0
    for step, (d, c, y) in enumerate(loader.create_tuple_iterator(), 1):
        (loss, p), grads = grad_fn(d, c, y)
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
        correct += int(((p.asnumpy() > 0.5) == (y.asnumpy() > 0.5)).sum())
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:2d}/16  loss={float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} done: avg_loss={tot / n:.4f} train_auc_proxy_acc={correct / (n * 256):.4f}")
print("finished")
