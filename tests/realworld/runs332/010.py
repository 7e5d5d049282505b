"""Data-parallel port of a torch DDP training script (launched with msrun, 2 workers, CPU)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(10)
print(f"rank {rank}/{world} initialised", flush=True)

DIM, CLASSES = 20, 5
rng = np.random.default_rng(10)
W = rng.standard_normal((DIM, CLASSES)).astype(np.float32)


def split(n, seed):
    r = np.random.default_rng(seed)
    x = r.standard_normal((n, DIM)).astype(np.float32)
    return x, np.argmax(x @ W, 1).astype(np.int32)


x_tr, y_tr = split(4096, 0)
x_va, y_va = split(1024, 1)
train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True, num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell(nn.Dense(DIM, 64), nn.ReLU(), nn.Dense(64, CLASSES))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn, opt)
model.train(3, train_ds, callbacks=[LossMonitor(32)], dataset_sink_mode=False)

allreduce_sum = ops.AllReduce(ops.ReduceOp.SUM)


def evaluate():
    # each rank scores its shard of the validation set, then the counts are summed
    xs, ys = x_va[rank::world], y_va[rank::world]
    pred = net(ms.Tensor(xs)).argmax(-1).asnumpy()
    stats = ms.Tensor(np.array([(pred == ys).sum(), len(ys)], np.float32))
    stats = allreduce_sum(stats).asnumpy()
    return stats[0] / stats[1]


if rank == 0:
    acc = evaluate()
    print(f"val_acc {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "dp_model.ckpt")
print(f"rank {rank} done", flush=True)
