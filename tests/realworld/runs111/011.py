# Data-parallel training with msrun (2 CPU workers); every epoch the "main process" reports the
# global validation accuracy (correct/total summed over ranks), the way the DDP version did it.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1200, 16)).astype(np.float32)
Y = (X[:, :2].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:960], "y": Y[:960]}, shuffle=True,
                                 num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": X[960:], "y": Y[960:]}, shuffle=False,
                               num_shards=world, shard_id=rank).batch(60)

net = nn.SequentialCell(nn.Dense(16, 32), nn.BatchNorm1d(32), nn.ReLU(), nn.Dense(32, 2))
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9))
all_reduce = ops.AllReduce(ops.ReduceOp.SUM)

def global_accuracy():
    net.set_train(False)
    correct = total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy())
        total += y.shape[0]
    stats = all_reduce(ms.Tensor([correct, total], ms.float32)).asnumpy()
    return stats[0] / stats[1]

for epoch in range(4):
    train_net.set_train(True)
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, y)
    print(f"[rank {rank}] epoch {epoch} step {step + 1} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        print(f"epoch {epoch} global val acc {global_accuracy():.4f}", flush=True)
print(f"[rank {rank}] finished", flush=True)
