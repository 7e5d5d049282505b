# data-parallel training copied from the 8-card Ascend recipe, launched with msrun on a 2-worker CPU box
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank}/{size} up")
ms.set_seed(0)
np.random.seed(rank)
net = nn.Dense(16, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
w_true = np.random.RandomState(0).randn(16, 1).astype(np.float32)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=False, degree=size)
for step in range(30):
    x = np.random.randn(32, 16).astype(np.float32)
    y = x @ w_true
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    grads = reducer(grads)
    grads = tuple(g / size for g in grads)
    opt(grads)
    if step % 5 == 0 or step == 29:
        print(f"rank {rank} step {step} loss {loss.asnumpy():.5f}")
print(f"rank {rank} done")
