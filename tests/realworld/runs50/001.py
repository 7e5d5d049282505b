# DDP fine-tune ported from torch.distributed: loss logged with all_reduce like dist.all_reduce(loss); loss /= world
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.communication import comm_func as dist
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
print(f"[rank {rank}] world size {world}", flush=True)

rng = np.random.default_rng(rank)
X = rng.standard_normal((256, 16)).astype(np.float32)
y = (X @ np.linspace(-1, 1, 16).astype(np.float32) > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for step in range(8):
    xb, yb = ms.Tensor(X[step*32:(step+1)*32]), ms.Tensor(y[step*32:(step+1)*32])
    loss, grads = grad_fn(xb, yb)
    opt(reducer(grads))
    # torch: dist.all_reduce(loss, op=dist.ReduceOp.SUM); loss /= world_size
    global_loss = dist.all_reduce(loss)
    if isinstance(global_loss, tuple):
        global_loss = global_loss[0]
    global_loss = global_loss / world
    if rank == 0:
        print(f"step {step} loss {global_loss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
