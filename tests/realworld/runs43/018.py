# Mistake: torch habit `if rank == 0: evaluate(...)` where evaluate() ends with
# dist.all_reduce(correct) to sum the metric; ported with ops.AllReduce inside the rank-0-only
# branch. The ranks' collectives get out of step (rank 0's metric AllReduce meets rank 1's
# gradient AllReduce); rank 0 fails and rank 1 is left waiting until the scheduler times it out.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(0)
X = rng.standard_normal((256, 16)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:192], "y": Y[:192]}, shuffle=True, num_shards=world, shard_id=rank).batch(16)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()

def evaluate():
    logits = net(ms.Tensor(X[192:]))
    correct = (logits.argmax(-1) == ms.Tensor(Y[192:])).astype(ms.float32).sum()
    correct = all_reduce(correct)            # dist.all_reduce(correct)
    return float(correct.asnumpy()) / (64 * world)

for epoch in range(3):
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grad_reducer(grads))
    print(f"rank {rank} epoch {epoch} loss {float(loss.asnumpy()):.4f}", flush=True)
    if rank == 0:
        print(f"epoch {epoch} eval acc {evaluate():.3f}", flush=True)
