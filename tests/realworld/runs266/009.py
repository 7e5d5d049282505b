# Port of a PyTorch DDP script (torchrun --nproc_per_node=2) to MindSpore data parallel, launched with msrun.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(9)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(9)
X = rng.normal(size=(1024, 12)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:896], "y": Y[:896]}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
Xv, Yv = ms.Tensor(X[896:]), ms.Tensor(Y[896:])

net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
allreduce = ops.AllReduce()

for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
        if step % 5 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        # average validation loss over all ranks for logging (torch: dist.all_reduce(val_loss))
        val_loss = loss_fn(net(Xv), Yv)
        val_loss = allreduce(val_loss) / world
        print(f"epoch {epoch} val_loss {val_loss.asnumpy():.4f}", flush=True)
print(f"rank {rank} done", flush=True)
