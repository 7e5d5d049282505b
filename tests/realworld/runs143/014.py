"""Data-parallel retrieval fine-tune on 2 CPU workers (msrun); each rank mines hard negatives in its own shard."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(17)
rng = np.random.default_rng(17 + rank)

D = 32
# shard sizes come from the per-language split: rank 1 got the large English corpus
shard_sizes = {0: 3000, 1: 420000}
n = shard_sizes[rank]
print(f"[rank {rank}] shard has {n} passages", flush=True)
emb = rng.normal(size=(n, D)).astype(np.float32)

# hard negatives: nearest neighbours by full pairwise similarity over the shard
sim = np.empty((n, n), dtype=np.float32)
sim[:] = emb @ emb.T
np.fill_diagonal(sim, -np.inf)
hard_neg = sim.argmax(axis=1)
print(f"[rank {rank}] mined hard negatives", flush=True)

enc = nn.Dense(D, D)
opt = nn.Adam(enc.trainable_params(), 1e-3)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
def loss_fn(q, p, neg):
    qs, ps, ns = enc(q), enc(p), enc(neg)
    pos = (qs * ps).sum(-1); negs = (qs * ns).sum(-1)
    return ops.softplus(negs - pos).mean()
grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
for step in range(20):
    idx = rng.integers(0, n, 64)
    q = emb[idx] + 0.1 * rng.normal(size=(64, D)).astype(np.float32)
    loss, g = grad_fn(Tensor(q), Tensor(emb[idx]), Tensor(emb[hard_neg[idx]]))
    opt(reducer(g))
    if step % 5 == 0:
        print(f"[rank {rank}] step {step} loss {float(loss):.4f}", flush=True)
