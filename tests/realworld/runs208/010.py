"""Data-parallel training of a small regression MLP on CPU with msrun (2 workers), ported from a torch DDP script
that sharded the data by hand (indices[rank::world_size])."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(10)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(0)
N = 2049
X = rng.normal(size=(N, 8)).astype(np.float32)
Y = (X @ rng.normal(size=(8, 1)) + 0.1 * rng.normal(size=(N, 1))).astype(np.float32)
idx = np.arange(N)[rank::world]
shard = ds.NumpySlicesDataset((X[idx], Y[idx]), column_names=["x", "y"], shuffle=True).batch(64)
print(f"rank {rank}: {len(idx)} samples, {shard.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(8, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(3):
    losses = []
    for step, (x, y) in enumerate(shard.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = reducer(grads)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if step % 4 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {losses[-1]:.5f}", flush=True)
    print(f"rank {rank} epoch {epoch} mean loss {np.mean(losses):.5f}", flush=True)

if rank == 0:
    ms.save_checkpoint(net, "regressor_dp.ckpt")
    print("saved regressor_dp.ckpt", flush=True)
print(f"rank {rank} finished", flush=True)
