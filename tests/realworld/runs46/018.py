# Data-parallel fine-tune ported from torchrun/DDP to msrun (2 workers, CPU).
import numpy as np, mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.standard_normal((1024, 16)).astype(np.float32); W = rng.standard_normal((16, 4)).astype(np.float32)
Y = (X @ W).argmax(-1).astype(np.int32)
Xs, Ys = X[rank::world], Y[rank::world]               # DistributedSampler equivalent
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
ce = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda x, y: ce(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
for epoch in range(4):
    tot = 0.0
    for i in range(0, len(Xs), 32):
        loss, g = gf(ms.Tensor(Xs[i:i+32]), ms.Tensor(Ys[i:i+32]))
        opt(reducer(g)); tot += float(loss.asnumpy())
    print(f"[rank {rank}] epoch {epoch} mean loss {tot / (len(Xs) // 32):.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
