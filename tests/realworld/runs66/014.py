# DDP port (msrun, 2 workers on CPU). Validation is run on rank 0 only, as in the torch script
# (`if dist.get_rank() == 0: evaluate(...)`), and evaluate() averages the metric with all_reduce.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
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
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters)
all_reduce = ops.AllReduce()

rng = np.random.default_rng(rank)
w = np.linspace(-1, 1, 10).astype(np.float32)[:, None]
def batch():
    x = rng.normal(size=(32, 10)).astype(np.float32)
    return ms.Tensor(x), ms.Tensor(x @ w)

def evaluate():
    x, y = batch()
    val = loss_fn(net(x), y)
    total = all_reduce(val)                 # dist.all_reduce(val); val /= world_size
    return total / world

for epoch in range(3):
    for step in range(10):
        x, y = batch()
        loss, grads = grad_fn(x, y)
        opt(reducer(grads))
    print(f"[rank {rank}] epoch {epoch} train loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        print(f"[rank {rank}] val loss {evaluate().asnumpy():.4f}", flush=True)
print(f"[rank {rank}] finished", flush=True)
