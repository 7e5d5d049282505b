"""Data-parallel training ported from torch.distributed (gloo on CPU) to mindspore.mint.distributed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.mint.distributed as dist

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
dist.init_process_group(backend="gloo")  # CPU box, same as torch.distributed
rank, world = dist.get_rank(), dist.get_world_size()
ms.set_seed(0)  # same init on every rank

rng = np.random.default_rng(100 + rank)
w_true = np.arange(1, 9, dtype=np.float32).reshape(8, 1) / 8
X = rng.normal(size=(256, 8)).astype(np.float32)
Y = (X @ w_true + 0.05 * rng.normal(size=(256, 1))).astype(np.float32)

net = nn.Dense(8, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(lambda x, y: nn.MSELoss()(net(x), y), None, opt.parameters)

print(f"[rank {rank}/{world}] start, local samples {len(X)}", flush=True)
for step in range(20):
    idx = rng.choice(256, 32, replace=False)
    loss, grads = grad_fn(Tensor(X[idx]), Tensor(Y[idx]))
    synced = []
    for g in grads:
        g = g.copy()
        dist.all_reduce(g)
        synced.append(g / world)
    opt(tuple(synced))
    if step % 5 == 0 or step == 19:
        l = loss.copy()
        dist.all_reduce(l)
        print(f"[rank {rank}] step {step:2d} global mean loss {float(l.asnumpy()) / world:.5f}", flush=True)
dist.barrier()
print(f"[rank {rank}] done", flush=True)
dist.destroy_process_group()
