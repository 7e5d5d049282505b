# Metric-learning head (batch-hard soft-margin triplet loss) ported from torch. torch used
#     dist = torch.cdist(emb, emb)           # pairwise L2, zero-safe gradient on the diagonal
# The port computes the distance matrix by hand with ops.sqrt(((a - b) ** 2).sum(-1)); the diagonal
# is exactly 0, where the gradient of sqrt is infinite (inf * 0 = nan in backprop).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)

encoder = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 16))
opt = nn.Adam(encoder.trainable_params(), learning_rate=1e-3)

def pairwise_dist(emb):
    diff = emb.expand_dims(1) - emb.expand_dims(0)
    return ops.sqrt((diff ** 2).sum(-1))          # torch: torch.cdist(emb, emb)

def batch_hard_triplet(x, labels):
    emb = ops.L2Normalize(axis=-1)(encoder(x))
    dist = pairwise_dist(emb)
    same = labels.expand_dims(1) == labels.expand_dims(0)
    hardest_pos = ops.where(same, dist, ops.zeros_like(dist)).max(axis=1)
    hardest_neg = ops.where(same, dist + 1e4, dist).min(axis=1)
    return ops.log1p(ops.exp(hardest_pos - hardest_neg)).mean()   # soft margin

grad_fn = ms.value_and_grad(batch_hard_triplet, None, opt.parameters)
centers = np.random.randn(8, 32).astype(np.float32)
for step in range(8):
    labels = np.repeat(np.arange(8), 4).astype(np.int32)
    x = centers[labels] + 0.5 * np.random.randn(32, 32).astype(np.float32)
    loss, grads = grad_fn(Tensor(x), Tensor(labels))
    opt(grads)
    gnorm = float(sum((g ** 2).sum() for g in grads).sqrt().asnumpy())
    print(f"step {step:2d} loss {loss.asnumpy():.5f} grad_norm {gnorm:.4f}")
