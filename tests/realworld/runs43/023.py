# Healthy: twin of 018 with evaluate() (and its AllReduce of the correct count) called on every
# rank, each rank scoring its own half of the eval set; only rank 0 prints the metric.
# DATA_PARALLEL training with DistributedGradReducer, 3 epochs, 2 msrun CPU workers.
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
    half = 64 // world
    xe, ye = X[192 + rank * half:192 + (rank + 1) * half], Y[192 + rank * half:192 + (rank + 1) * half]
    logits = net(ms.Tensor(xe))
    correct = (logits.argmax(-1) == ms.Tensor(ye)).astype(ms.float32).sum()
    correct = all_reduce(correct)            # every rank joins the collective
    return float(correct.asnumpy()) / 64

for epoch in range(3):
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grad_reducer(grads))
    print(f"rank {rank} epoch {epoch} loss {float(loss.asnumpy()):.4f}", flush=True)
    acc = evaluate()
    if rank == 0:
        print(f"epoch {epoch} eval acc {acc:.3f}", flush=True)
