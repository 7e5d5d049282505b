"""Data-parallel training over sharded .npy files with msrun: each rank takes files rank::world."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

# 5 shard files of 64 samples each (stand-in for data/train-0000{i}.npy)
shards = [np.random.default_rng(i).standard_normal((64, 12)).astype(np.float32) for i in range(5)]
my_data = np.concatenate(shards[rank::world])
print(f"[rank {rank}] {len(my_data)} samples", flush=True)

net = nn.SequentialCell(nn.Dense(12, 32), nn.Tanh(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), 1e-3)
w = np.linspace(-1, 1, 12, dtype=np.float32)[:, None]
fwd = lambda x, y: ops.mse_loss(net(x), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True)

for epoch in range(2):
    for step, i in enumerate(range(0, len(my_data), 32)):
        x = my_data[i:i + 32]
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(x @ w))
        opt(reducer(grads))
        if step % 2 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
