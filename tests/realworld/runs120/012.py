# Manual DDP ported from PyTorch (dist.all_reduce on the grads), each rank reads its own file shard
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

# shard files are not the same size: rank 0 has 480 samples, rank 1 has 416
n_local = 480 if rank == 0 else 416
rng = np.random.default_rng(rank)
X = rng.normal(size=(n_local, 16)).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
allreduce = ops.AllReduce()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(2):
    for step, i in enumerate(range(0, n_local, 32)):
        loss, grads = grad_fn(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]))
        grads = tuple(allreduce(g) / world for g in grads)
        opt(grads)
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
