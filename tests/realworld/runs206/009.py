# Data-parallel MLP classifier (2 workers via msrun), gradients averaged with DistributedGradReducer.
# Validation accuracy is averaged across ranks for the log, but only computed on the main process.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(0, 1, (2048, 20)).astype(np.float32)
W = rng.normal(0, 1, (20, 3))
Y = (X @ W).argmax(1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1792], "y": Y[:1792]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(64)
Xv, Yv = Tensor(X[1792:]), Y[1792:]

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
allreduce = ops.AllReduce()

for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grad_reducer(grads))
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        acc = Tensor((net(Xv).argmax(1).asnumpy() == Yv).mean(), ms.float32)
        acc = allreduce(acc) / world
        print(f"[rank {rank}] epoch {epoch} val_acc {acc.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
