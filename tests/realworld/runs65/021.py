# Data-parallel fine-tune (msrun, 2 workers) ported from a hand-rolled torch DDP script.
# Class-balanced loss weights from the global label histogram, as in the torch script:
#   counts = torch.bincount(train_labels).float(); dist.all_reduce(counts); weights = counts.sum() / (n_cls * counts)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

# tickets exported in time order; each rank takes a contiguous block (torch: the same split)
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
y = np.digitize(X[:, :4].sum(1), [-1.0, 0.0, 1.0]).astype(np.int32)     # severity 0..3
y[[17, 203, 388]] = 4                                                    # 'critical' tickets (rare, early period)
X[y == 4, 4:8] += 3.0
per_rank = len(X) // world
Xs, ys = X[rank * per_rank:(rank + 1) * per_rank], y[rank * per_rank:(rank + 1) * per_rank]
print(f"[rank {rank}] {len(ys)} training samples", flush=True)

all_reduce = ops.AllReduce()
counts = ms.Tensor(np.bincount(ys).astype(np.float32))
counts = all_reduce(counts)
n_cls = counts.shape[0]
weights = counts.sum() / (n_cls * counts)
print(f"[rank {rank}] class weights {weights.asnumpy().round(3).tolist()}", flush=True)

net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, n_cls)])
loss_fn = nn.CrossEntropyLoss(weight=weights)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(3):
    tot = 0.0
    for i in range(0, len(Xs), 32):
        loss, grads = grad_fn(ms.Tensor(Xs[i:i + 32]), ms.Tensor(ys[i:i + 32]))
        opt(reducer(grads))
        tot += float(loss.asnumpy())
    print(f"[rank {rank}] epoch {epoch} train_loss {tot / (len(Xs) // 32):.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
