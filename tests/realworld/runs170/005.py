"""Speaker-embedding model trained with a batch-hard triplet loss, ported from
a torch repo (pairwise euclidean distances written out by hand)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)

N_SPK, PER_SPK, FEAT, EMB = 16, 24, 40, 32
centers = rng.normal(0, 1, (N_SPK, FEAT))
feats = np.concatenate([c + 0.4 * rng.normal(size=(PER_SPK, FEAT)) for c in centers]).astype(np.float32)
spk = np.repeat(np.arange(N_SPK), PER_SPK).astype(np.int32)


def pk_batches(p=8, k=4, n_batches=30):
    """P speakers x K utterances per batch"""
    for _ in range(n_batches):
        ids = rng.choice(N_SPK, p, replace=False)
        idx = np.concatenate([rng.choice(np.where(spk == s)[0], k, replace=False) for s in ids])
        yield feats[idx], spk[idx]


class Embedder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(FEAT, 64), nn.ReLU(), nn.Dense(64, EMB))

    def construct(self, x):
        return self.net(x)


def pairwise_dist(e):
    diff = e.expand_dims(1) - e.expand_dims(0)          # (B, B, D)
    return ops.sqrt((diff * diff).sum(-1))              # torch: (e[:,None]-e[None]).pow(2).sum(-1).sqrt()


def batch_hard_triplet(e, labels, margin=0.3):
    d = pairwise_dist(e)
    same = labels.expand_dims(1) == labels.expand_dims(0)
    hardest_pos = (d * same.astype(d.dtype)).max(axis=1)
    hardest_neg = (d + 1e4 * same.astype(d.dtype)).min(axis=1)
    return ops.relu(hardest_pos - hardest_neg + margin).mean()


net = Embedder()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(x, y):
    return batch_hard_triplet(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    data = ds.GeneratorDataset(lambda: pk_batches(), column_names=["feats", "spk"], shuffle=False)
    losses = []
    for step, (x, y) in enumerate(data.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if step % 5 == 0:
            gnorm = float(ops.sqrt(sum((g * g).sum() for g in grads)).asnumpy())
            print(f"epoch {epoch} step {step:2d} | triplet_loss {losses[-1]:.4f} | grad_norm {gnorm:.4f}", flush=True)
    print(f"epoch {epoch} mean triplet_loss {np.mean(losses):.4f}", flush=True)
ms.save_checkpoint(net, "/home/user/project/spk_embedder.ckpt")
print("saved /home/user/project/spk_embedder.ckpt")
