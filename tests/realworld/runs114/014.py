"""Data-parallel training by hand on CPU: mindspore.communication (mccl) + ops.AllReduce / ops.AllGather."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)  # same init on every rank

rng = np.random.default_rng(100 + rank)
w_true = np.arange(1, 9, dtype=np.float32).reshape(8, 1) / 8
X = rng.normal(size=(256, 8)).astype(np.float32)
Y = (X @ w_true + 0.05 * rng.normal(size=(256, 1))).astype(np.float32)

net = nn.Dense(8, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(lambda x, y: nn.MSELoss()(net(x), y), None, opt.parameters)
allreduce = ops.AllReduce()
allgather = ops.AllGather()

print(f"[rank {rank}/{world}] start, local samples {len(X)}", flush=True)
for step in range(20):
    idx = rng.choice(256, 32, replace=False)
    loss, grads = grad_fn(Tensor(X[idx]), Tensor(Y[idx]))
    grads = tuple(allreduce(g) / world for g in grads)
    opt(grads)
    if step % 5 == 0 or step == 19:
        losses = allgather(loss.reshape(1)).asnumpy()
        print(f"[rank {rank}] step {step:2d} per-rank loss {np.round(losses, 5).tolist()} mean {losses.mean():.5f}", flush=True)
print(f"[rank {rank}] done, weight[:3] = {net.weight.asnumpy().ravel()[:3].round(3).tolist()}", flush=True)
