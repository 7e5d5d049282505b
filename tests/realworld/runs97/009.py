"""Data-parallel MLP training launched with msrun on one 2-CPU host. The launch line was copied from the
team's 2-node recipe."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE)
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} initialised", flush=True)

ms.set_seed(0)
rng = np.random.default_rng(rank)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), 0.05)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
for step in range(5):
    x = Tensor(rng.normal(size=(32, 16)).astype(np.float32))
    y = Tensor(rng.integers(0, 2, 32).astype(np.int32))
    print(f"rank {rank} step {step} loss {train_net(x, y).asnumpy():.4f}", flush=True)
