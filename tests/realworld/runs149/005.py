"""Data-parallel regression on 2 CPU workers (msrun) with manual gradient all-reduce."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(5)

# each rank reads its own slice of the csv rows
rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 8)).astype(np.float32)
Y = (X @ rng.normal(size=(8, 1)) + 0.1).astype(np.float32)
parts = np.array_split(np.arange(len(X)), [700])       # split point from the old 70/30 train/val code
idx = parts[rank]
print(f"rank {rank}: {len(idx)} samples", flush=True)

net = nn.Dense(8, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
allreduce = ops.AllReduce()
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

BS = 50
for epoch in range(2):
    for s in range(0, len(idx), BS):
        b = idx[s:s + BS]
        loss, grads = grad_fn(ms.Tensor(X[b]), ms.Tensor(Y[b]))
        grads = tuple(allreduce(g) / world for g in grads)
        opt(grads)
        print(f"rank {rank} epoch {epoch} step {s // BS} loss {loss.asnumpy():.5f}", flush=True)
print(f"rank {rank} done", flush=True)
