# DDP fine-tune port with HF-style EarlyStoppingCallback logic (patience on the validation loss).
# torch version evaluated on each rank's own validation shard and broke out of the epoch loop locally.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

rng = np.random.default_rng(rank)
w = np.random.default_rng(7).normal(size=(16,))
def batch(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    y = (x @ w > 0).astype(np.int32)
    if rank == 1:                       # rank 1's validation shard is noisier (different source)
        flip = rng.random(n) < 0.45
        y = np.where(flip, 1 - y, y).astype(np.int32)
    return ms.Tensor(x), ms.Tensor(y)

best, patience, bad_epochs = float("inf"), 2, 0
for epoch in range(20):
    for step in range(8):
        x, y = batch(32)
        loss, grads = grad_fn(x, y)
        opt(reducer(grads))
    vx, vy = batch(256)
    val_loss = float(loss_fn(net(vx), vy).asnumpy())
    print(f"[rank {rank}] epoch {epoch} train_loss {float(loss.asnumpy()):.4f} val_loss {val_loss:.4f}", flush=True)
    if val_loss < best - 1e-3:
        best, bad_epochs = val_loss, 0
    else:
        bad_epochs += 1
        if bad_epochs >= patience:
            print(f"[rank {rank}] early stopping at epoch {epoch}", flush=True)
            break
print(f"[rank {rank}] training finished", flush=True)
