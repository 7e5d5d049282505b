# torchrun DDP script ported to msrun: set data-parallel context, reduce grads, but init() call was dropped
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import get_rank, get_group_size
from mindspore.context import ParallelMode

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world}")

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), 1e-2)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
rng = np.random.default_rng(rank)
for step in range(5):
    x = rng.normal(size=(16, 10)).astype(np.float32)
    y = x.sum(1, keepdims=True).astype(np.float32)
    loss, g = grad_fn(Tensor(x), Tensor(y))
    opt(reducer(g))
    print(f"rank {rank} step {step} loss {loss.asnumpy():.4f}")
