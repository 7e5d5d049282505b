# Healthy: torch DDP regression loop ported to MindSpore DATA_PARALLEL under msrun (2 CPU workers);
# gradients averaged with DistributedGradReducer, logged loss averaged with AllReduce(SUM) / world
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)   # same initial weights on every rank (torch DDP broadcasts them)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce_sum = ops.AllReduce(op=ops.ReduceOp.SUM)

rng = np.random.default_rng(100 + rank)   # each rank sees its own shard
w = np.linspace(-1, 1, 10).astype(np.float32)[:, None]
for step in range(30):
    x = rng.normal(size=(16, 10)).astype(np.float32)
    y = x @ w + 0.01 * rng.normal(size=(16, 1)).astype(np.float32)
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(reducer(grads))
    global_loss = allreduce_sum(loss) / world
    if step % 5 == 0 or step == 29:
        print(f"[rank {rank}] step {step} local_loss {float(loss.asnumpy()):.5f} global_loss {float(global_loss.asnumpy()):.5f}", flush=True)
print(f"[rank {rank}] done", flush=True)
