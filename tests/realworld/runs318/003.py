"""Data-parallel MLP classifier, 2 workers via msrun, gradients averaged with AllReduce by hand
(ported from a torch DDP loop that used a hand-rolled sharding of the sample list)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(1)

rng = np.random.default_rng(0)
N = 1000  # samples in the csv export
X = rng.normal(size=(N, 20)).astype(np.float32)
W = rng.normal(size=(20, 4)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)

# shard like our old sampler: contiguous blocks, remainder to the first rank
per_rank = N // world
start = rank * per_rank
end = N if rank == 0 else start + per_rank
idx = np.arange(start, end)
if rank == 0:
    idx = idx[: per_rank + 24]
print(f"rank {rank}: {len(idx)} samples", flush=True)

dataset = ds.NumpySlicesDataset({"x": X[idx], "y": Y[idx]}, shuffle=True).batch(32)
print(f"rank {rank}: {dataset.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
allreduce = ops.AllReduce()

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    total, steps = 0.0, 0
    for x, y in dataset.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        grads = tuple(allreduce(g) / world for g in grads)
        opt(grads)
        total += float(loss.asnumpy()); steps += 1
    print(f"rank {rank} epoch {epoch} mean loss {total / steps:.4f}", flush=True)
print(f"rank {rank} done", flush=True)
