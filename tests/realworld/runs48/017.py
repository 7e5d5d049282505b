# torchrun/DDP loop ported to MindSpore data parallel (msrun, 2 workers). The torch loop skipped
# batches with a non-finite loss ("if not torch.isfinite(loss): continue") before backward().
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
rng = np.random.default_rng(7 + rank)

X = rng.normal(size=(480, 8)).astype(np.float32)
Y = (X @ np.linspace(-1, 1, 8)[:, None]).astype(np.float32)
if rank == 1:
    Y[250:260] = np.nan          # a few unlabelled rows in rank 1's shard of the export

net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.02, momentum=0.9)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step in range(0, len(X) // 16):
        xb, yb = ms.Tensor(X[step*16:(step+1)*16]), ms.Tensor(Y[step*16:(step+1)*16])
        loss, grads = grad_fn(xb, yb)
        if not np.isfinite(loss.asnumpy()):
            print(f"rank {rank} step {step}: non-finite loss, skipping batch", flush=True)
            continue
        opt(reducer(grads))
        if step % 5 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
print(f"rank {rank} done", flush=True)
