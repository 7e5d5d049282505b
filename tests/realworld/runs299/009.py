"""Data-parallel (2 workers, msrun) MLP training ported from a torch DDP script; evaluation on rank 0."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 10)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
Xv = rng.normal(size=(1024, 10)).astype(np.float32)
Yv = (Xv[:, :3].sum(1) > 0).astype(np.int32)

train_ds = ds.NumpySlicesDataset((X, Y), ["x", "y"], shuffle=True, num_shards=world, shard_id=rank).batch(64)
val_ds = ds.NumpySlicesDataset((Xv, Yv), ["x", "y"], shuffle=False, num_shards=world, shard_id=rank).batch(128)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()


def evaluate():
    correct, total = 0.0, 0.0
    for x, y in val_ds.create_tuple_iterator():
        correct += float((net(x).argmax(-1) == y).sum().asnumpy()); total += y.shape[0]
    stats = all_reduce(Tensor(np.array([correct, total], np.float32))).asnumpy()
    return stats[0] / stats[1]


print(f"rank {rank}/{world}: {train_ds.get_dataset_size()} batches per epoch", flush=True)
for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grad_reducer(grads))
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)

if rank == 0:
    acc = evaluate()
    print(f"final val accuracy {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "mlp_ddp.ckpt")
print(f"rank {rank} done", flush=True)
