"""Data-parallel training with a custom PyNative loop (ported from a torch DDP script).
Evaluation runs on the main process only; metrics are averaged with AllReduce."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
W = rng.normal(size=(16, 3)).astype(np.float32)
X = rng.normal(size=(1536, 16)).astype(np.float32)
Y = np.argmax(X @ W, 1).astype(np.int32)
Xtr, Ytr = X[rank:1280:world], Y[rank:1280:world]
Xva, Yva = X[1280:], Y[1280:]

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce(ops.ReduceOp.SUM)

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = reducer(grads)
    opt(grads)
    return loss

def evaluate():
    logits = net(ms.Tensor(Xva))
    correct = (logits.argmax(1).asnumpy() == Yva).sum()
    total = all_reduce(ms.Tensor(np.array([correct, len(Yva)], np.float32)))
    return float(total[0] / total[1])

bs = 32
for epoch in range(3):
    for i in range(0, len(Xtr), bs):
        loss = train_step(ms.Tensor(Xtr[i:i+bs]), ms.Tensor(Ytr[i:i+bs]))
        if (i // bs) % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {i//bs} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        print(f"[rank 0] epoch {epoch} val_acc {evaluate():.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
