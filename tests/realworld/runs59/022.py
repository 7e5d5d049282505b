# healthy msrun 2 workers: data-parallel training, per-rank checkpoints, each rank resumes from its own file
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank, get_group_size
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
rng = np.random.default_rng(rank)
net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 0.01))
w = np.linspace(-1, 1, 8).astype(np.float32)
for i in range(60):
    X = rng.standard_normal((32, 8)).astype(np.float32); y = (X @ w)[:, None]
    l = step(Tensor(X), Tensor(y))
    if i % 10 == 0 or i == 59:
        print(f"rank {rank} step {i} loss {l.asnumpy():.4f}", flush=True)
os.makedirs(f"ckpt_022/rank_{rank}", exist_ok=True)
path = f"ckpt_022/rank_{rank}/last.ckpt"
ms.save_checkpoint(net, path)
fresh = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
pnl, cnl = ms.load_param_into_net(fresh, ms.load_checkpoint(path), strict_load=True)
X = rng.standard_normal((256, 8)).astype(np.float32)
print(f"rank {rank}/{world}: resumed from {path}, not loaded {pnl}, eval mse {float(((fresh(Tensor(X)).asnumpy() - (X @ w)[:, None])**2).mean()):.4f}", flush=True)
