# Data-parallel training port (torch DDP -> msrun). Validation metric averaged across ranks for logging.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 16)).astype(np.float32)
Y = X[:, :3].argmax(1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters)
allreduce = ops.AllReduce()

for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
if rank == 0:
    val_loss = loss_fn(net(ms.Tensor(X[:64])), ms.Tensor(Y[:64]))
    mean_val = allreduce(val_loss) / world
    print(f"final val_loss(mean over ranks) {mean_val.asnumpy():.4f}", flush=True)
print(f"rank {rank} finished", flush=True)
