"""Metric learning: embedding net trained with batch-hard triplet loss
(ported from a PyTorch re-identification repo; torch used torch.cdist)."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)
rng = np.random.default_rng(1)

N_ID, PER_ID, DIM, EMB = 16, 4, 48, 16
MARGIN = 0.3

protos = rng.standard_normal((64, DIM)).astype(np.float32)


def sample_batch():
    ids = rng.choice(64, N_ID, replace=False)
    x = np.repeat(protos[ids], PER_ID, 0) + 0.6 * rng.standard_normal((N_ID * PER_ID, DIM)).astype(np.float32)
    y = np.repeat(np.arange(N_ID), PER_ID).astype(np.int32)
    return ms.Tensor(x), ms.Tensor(y)


class EmbedNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(DIM, 128), nn.ReLU(), nn.Dense(128, EMB))

    def construct(self, x):
        e = self.body(x)
        return e / ops.norm(e, dim=1, keepdim=True)


def pairwise_dist(e):
    # torch.cdist(e, e) equivalent
    sq = (e * e).sum(1)
    d2 = sq.expand_dims(1) + sq.expand_dims(0) - 2 * ops.matmul(e, e.T)
    d2 = ops.maximum(d2, 0.0)
    return ops.sqrt(d2)


def batch_hard_triplet(e, y):
    d = pairwise_dist(e)
    same = ops.equal(y.expand_dims(1), y.expand_dims(0))
    hardest_pos = ops.where(same, d, ops.zeros_like(d)).max(axis=1)
    hardest_neg = ops.where(same, d + 1e4, d).min(axis=1)
    return ops.relu(hardest_pos - hardest_neg + MARGIN).mean()


net = EmbedNet()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(x, y):
    return batch_hard_triplet(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


def recall_at_1():
    x, y = sample_batch()
    d = pairwise_dist(net(x)).asnumpy()
    np.fill_diagonal(d, np.inf)
    nn_idx = d.argmin(1)
    return float((y.asnumpy()[nn_idx] == y.asnumpy()).mean())


t0 = time.time()
for it in range(1, 201):
    x, y = sample_batch()
    loss = train_step(x, y)
    if it == 1 or it % 20 == 0:
        print(f"[iter {it:4d}/200] triplet_loss={float(loss.asnumpy()):.4f} R@1={recall_at_1():.3f} ({time.time() - t0:.1f}s)")
print("done")
