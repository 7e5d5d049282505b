"""Data-parallel training with msrun; rank 0 also computes a global validation loss at the end of each epoch."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), 0.05)
fwd = lambda x, y: loss_fn(net(x), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True)
all_reduce = ops.AllReduce()

rng = np.random.default_rng(rank)
w_true = np.arange(10, dtype=np.float32)[:, None] / 10
for epoch in range(3):
    for step in range(5):
        x = rng.standard_normal((16, 10)).astype(np.float32)
        y = x @ w_true
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
        grads = reducer(grads)
        opt(grads)
    print(f"[rank {rank}] epoch {epoch} train_loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        # global validation loss (averaged over ranks) for logging
        xv = rng.standard_normal((32, 10)).astype(np.float32)
        vloss = loss_fn(net(ms.Tensor(xv)), ms.Tensor(xv @ w_true))
        vloss = all_reduce(vloss) / world
        print(f"epoch {epoch} val_loss {vloss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
