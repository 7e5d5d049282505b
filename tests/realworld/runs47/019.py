# 2-worker data-parallel regression on CPU with msrun
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.context import ParallelMode

ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)
rng = np.random.default_rng(0)
X = rng.standard_normal((256, 8)).astype(np.float32)
W = rng.standard_normal((8, 1)).astype(np.float32)
Y = (X @ W + 0.01 * rng.standard_normal((256, 1))).astype(np.float32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(16)
net = nn.Dense(8, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
def fwd(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
for epoch in range(6):
    tot, n = 0.0, 0
    for x, y in data.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        grads = reducer(grads)
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
    print(f"rank {rank} epoch {epoch} mean loss {tot / n:.5f}")
print(f"rank {rank} training finished")
