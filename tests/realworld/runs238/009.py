"""Data-parallel MLP training on 2 CPU workers (msrun), ported from a torch DDP script with manual metric all-reduce."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(7)
x = rng.normal(size=(2048, 20)).astype(np.float32)
w = rng.normal(size=(20, 5)).astype(np.float32)
y = (x @ w).argmax(1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": x[:1792], "y": y[:1792]}, shuffle=True,
                                 num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x[1792:], "y": y[1792:]}, shuffle=False,
                               num_shards=world, shard_id=rank).batch(64)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 5))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()

for epoch in range(3):
    net.set_train(True)
    for step, (bx, by) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(bx, by)
        opt(reducer(grads))
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)

net.set_train(False)
correct, total = 0, 0
for bx, by in val_ds.create_tuple_iterator():
    correct += int((net(bx).argmax(1) == by).sum().asnumpy())
    total += by.shape[0]
if rank == 0:
    stats = allreduce(ms.Tensor([correct, total], ms.float32)).asnumpy()
    print(f"final val acc {stats[0] / stats[1]:.4f}", flush=True)
    ms.save_checkpoint(net, "mlp_dp_final.ckpt")
print(f"rank {rank} finished", flush=True)
