# Data-parallel port of a torch.distributed (DDP) training script, launched with msrun on 2 CPU workers.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.standard_normal((2048, 10)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(64)
val = ds.NumpySlicesDataset({"x": X[:256], "y": Y[:256]}, shuffle=False).batch(128)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()

print(f"rank {rank}/{world}: {train.get_dataset_size()} batches per epoch", flush=True)
for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grad_reducer(grads))
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)

if rank == 0:
    correct = ms.Tensor(0.0, ms.float32)
    for x, y in val.create_tuple_iterator():
        correct += (net(x).argmax(1) == y).astype(ms.float32).sum()
    correct = all_reduce(correct) / world
    print(f"final val_acc {correct.asnumpy() / 256:.4f}", flush=True)

print(f"rank {rank} done", flush=True)
