# DDP port: torch dist.all_reduce(loss, op=dist.ReduceOp.AVG) for logging the mean loss across ranks
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
avg_loss = ops.AllReduce(op="avg")   # torch: ReduceOp.AVG

rng = np.random.default_rng(100 + rank)
w = np.linspace(-1, 1, 10).astype(np.float32)[:, None]
for step in range(10):
    x = rng.normal(size=(16, 10)).astype(np.float32)
    y = x @ w
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(reducer(grads))
    global_loss = avg_loss(loss)
    if rank == 0:
        print(f"step {step} loss {global_loss.asnumpy():.5f}", flush=True)
