"""Data-parallel training with final validation; validation accuracy summed across ranks by hand (msrun, mccl)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.ops import AllReduce, ReduceOp

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(11)
print(f"rank {rank} of {world} initialised", flush=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = (X[:, :4].sum(axis=1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:896], "y": Y[:896]}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
val = ds.NumpySlicesDataset({"x": X[896:], "y": Y[896:]}, shuffle=False, num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = AllReduce(ReduceOp.SUM)


def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(reducer(grads))
    return loss


for epoch in range(3):
    net.set_train(True)
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_step(x, y)
    print(f"rank {rank} epoch {epoch} train loss {loss.asnumpy():.4f}", flush=True)

if rank == 0:
    ms.save_checkpoint(net, "./final_006.ckpt")
    net.set_train(False)
    correct, total = 0, 0
    for x, y in val.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    stats = allreduce(Tensor([correct, total], ms.float32)).asnumpy()
    print(f"final global val acc {stats[0] / stats[1]:.4f}", flush=True)

print(f"rank {rank} finished training", flush=True)
