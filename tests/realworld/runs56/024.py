# Healthy (msrun, 2 CPU workers): data parallel linear regression, gradients averaged with ops.AllReduce in fp32
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
rng = np.random.default_rng(rank)
w_true = np.arange(1, 9, dtype=np.float32).reshape(8, 1) / 8
net = nn.Dense(8, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
loss_fn = nn.MSELoss()
gfn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
allreduce = ops.AllReduce()
for step in range(20):
    x = rng.standard_normal((32, 8)).astype(np.float32)
    y = x @ w_true
    loss, grads = gfn(Tensor(x), Tensor(y))
    grads = tuple(allreduce(g) / world for g in grads)
    opt(grads)
    if step % 4 == 0 or step == 19:
        print(f"[rank {rank}] step {step} loss {loss.asnumpy():.5f}")
print(f"[rank {rank}] done")
