# Healthy: data-parallel training launched with msrun (2 CPU workers), per-rank validation shards
# whose correct counts are summed with AllReduce on every rank
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                             device_num=world)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 12)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:768], "y": Y[:768]}, shuffle=True,
                                 num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
Xv, Yv = X[768:], Y[768:]
half = len(Xv) // world
Xv, Yv = Xv[rank * half:(rank + 1) * half], Yv[rank * half:(rank + 1) * half]

net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
allreduce = ops.AllReduce()

for epoch in range(3):
    train_net.set_train()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, y)
    print(f"[rank {rank}] epoch {epoch} last loss {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    correct = (net(ms.Tensor(Xv)).argmax(1).asnumpy() == Yv).sum()
    total = allreduce(ms.Tensor(np.array([correct, len(Yv)], np.float32)))
    if rank == 0:
        print(f"epoch {epoch} global val acc {float(total[0] / total[1]):.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
