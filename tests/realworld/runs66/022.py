# DDP port (msrun, 2 CPU workers) with the debugging habits kept from torch: every rank computes the
# global gradient norm and a non-finite check on the averaged gradients, rank 0 prints them.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import all_finite
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(100)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters)
all_reduce = ops.AllReduce()

rng = np.random.default_rng(rank)
w = np.linspace(-1, 1, 10).astype(np.float32)[:, None]
for epoch in range(3):
    for step in range(10):
        x = rng.normal(size=(32, 10)).astype(np.float32)
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(x @ w))
        grads = reducer(grads)
        finite = all_finite(grads)
        gnorm = ops.sqrt(sum((g ** 2).sum() for g in grads))
        if finite:
            opt(grads)
    mean_loss = all_reduce(loss) / world            # every rank joins the collective
    if rank == 0:
        print(f"epoch {epoch} mean loss {mean_loss.asnumpy():.4f} grad_norm {gnorm.asnumpy():.4f} "
              f"finite={bool(finite.asnumpy())}", flush=True)
print(f"[rank {rank}] finished", flush=True)
