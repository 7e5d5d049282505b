# Data-parallel regression (msrun, 2 CPU workers). Ported from torch, where the epoch-end logging did
#   gathered = [torch.zeros_like(epoch_loss) for _ in range(world)]; dist.all_gather(gathered, epoch_loss)
# on the 0-d mean loss of each rank; here written with ops.AllGather.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
rng = np.random.default_rng(rank)
w_true = np.linspace(-1, 1, 6, dtype=np.float32).reshape(6, 1)
net = nn.Dense(6, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
gfn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
allreduce = ops.AllReduce()
allgather = ops.AllGather()
for epoch in range(2):
    losses = []
    for step in range(5):
        x = rng.standard_normal((16, 6)).astype(np.float32)
        loss, grads = gfn(Tensor(x), Tensor(x @ w_true))
        opt(tuple(allreduce(g) / world for g in grads))
        losses.append(loss)
        print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    epoch_loss = ops.stack(losses).mean()
    print(f"[rank {rank}] epoch {epoch} gathering epoch loss {epoch_loss} shape {epoch_loss.shape}", flush=True)
    gathered = allgather(epoch_loss)
    print(f"[rank {rank}] epoch {epoch} per-rank losses {gathered.asnumpy().tolist()}", flush=True)
