"""Data-parallel port of a PyTorch DDP regression script: msrun with 2 workers, each worker reads the
record shards assigned to it, gradients averaged with DistributedGradReducer."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

# four record shards written by the preprocessing job (sizes as they came out of it)
SHARD_SIZES = [1536, 1408, 1536, 1280]
W_TRUE = np.random.default_rng(123).normal(0, 1, (32, 1)).astype(np.float32)

def read_shard(idx):
    r = np.random.default_rng(1000 + idx)
    x = r.normal(0, 1, (SHARD_SIZES[idx], 32)).astype(np.float32)
    y = (x @ W_TRUE + r.normal(0, 0.1, (SHARD_SIZES[idx], 1))).astype(np.float32)
    return x, y

my_shards = list(range(rank, len(SHARD_SIZES), world))
parts = [read_shard(i) for i in my_shards]
x = np.concatenate([p[0] for p in parts])
y = np.concatenate([p[1] for p in parts])
dataset = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64, drop_remainder=True)
print(f"rank {rank}/{world}: shards {my_shards}, {len(x)} samples, {dataset.get_dataset_size()} steps per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.MSELoss()
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

def forward(xb, yb):
    return loss_fn(net(xb), yb)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (xb, yb) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        grads = reducer(grads)
        opt(grads)
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {float(loss.asnumpy()):.5f}", flush=True)
    print(f"rank {rank} epoch {epoch} done", flush=True)
if rank == 0:
    ms.save_checkpoint(net, "ddp_regressor.ckpt")
print(f"rank {rank} finished", flush=True)
