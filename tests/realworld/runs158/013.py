"""Data-parallel MLP (ported from a torch DDP script) with early stopping.
Each rank validates on its own shard; the stop decision is synchronised like
dist.all_reduce(stop_flag, op=ReduceOp.MAX) so that all ranks leave the loop together."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
w = rng.normal(size=(20,))
Y = (X @ w + 0.3 * rng.normal(size=2048) > 0).astype(np.int32)
train = ds.NumpySlicesDataset((X[:1600], Y[:1600]), column_names=["x", "y"], shuffle=True,
                              num_shards=world, shard_id=rank).batch(32)
val = ds.NumpySlicesDataset((X[1600:], Y[1600:]), column_names=["x", "y"], shuffle=False,
                            num_shards=world, shard_id=rank).batch(64)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce_max = ops.AllReduce(ops.ReduceOp.MAX)

best, bad_epochs, PATIENCE = float("inf"), 0, 2
for epoch in range(20):
    net.set_train(True)
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(reducer(grads))
    net.set_train(False)
    vloss = np.mean([loss_fn(net(x), y).asnumpy() for x, y in val.create_tuple_iterator()])
    print(f"[rank {rank}] epoch {epoch} train_loss {loss.asnumpy():.4f} val_loss {vloss:.4f}", flush=True)
    if vloss < best - 1e-3:
        best, bad_epochs = vloss, 0
    else:
        bad_epochs += 1
    stop = Tensor(np.array([1.0 if bad_epochs >= PATIENCE else 0.0], np.float32))
    stop = allreduce_max(stop)
    if stop.asnumpy()[0] > 0:
        print(f"[rank {rank}] early stopping at epoch {epoch}", flush=True)
        break
print(f"[rank {rank}] best val_loss {best:.4f}", flush=True)
