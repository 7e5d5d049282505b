# Data-parallel training (port of a torch DDP script: dist.init_process_group + DistributedSampler
# + dist.all_reduce for the validation metric). Launched with:
#   msrun --worker_num=2 --local_worker_num=2 009.py
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(9)

rng = np.random.default_rng(0)
X = rng.standard_normal((2048, 16)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:1536], "y": Y[:1536]}, shuffle=True,
                                 num_shards=world, shard_id=rank).batch(64)
val_ds = ds.NumpySlicesDataset({"x": X[1536:], "y": Y[1536:]}, shuffle=False,
                               num_shards=world, shard_id=rank).batch(128)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce(ops.ReduceOp.SUM)

def evaluate():
    net.set_train(False)
    correct, total = 0, 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy()); total += y.shape[0]
    stats = all_reduce(Tensor(np.array([correct, total], np.float32))).asnumpy()
    net.set_train(True)
    return stats[0] / stats[1]

print(f"rank {rank}/{world}: {train_ds.get_dataset_size()} train batches per epoch", flush=True)
net.set_train(True)
for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
print(f"rank {rank} training finished", flush=True)
if rank == 0:
    acc = evaluate()
    print(f"final val_acc {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "dp_final.ckpt")
