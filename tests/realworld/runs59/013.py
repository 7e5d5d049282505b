# resume on 2 devices from the checkpoint written by the single-card run (per-rank layout ckpt/rank_{id})
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 3))
if rank == 0 and not os.path.exists("ckpt_013/rank_0/last.ckpt"):
    os.makedirs("ckpt_013/rank_0", exist_ok=True)
    # the checkpoint produced earlier by the 1-card run
    ms.save_checkpoint(nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 3)), "ckpt_013/rank_0/last.ckpt")
print(f"rank {rank}/{world}: resuming", flush=True)
ckpt = f"ckpt_013/rank_{rank}/last.ckpt"
param_dict = ms.load_checkpoint(ckpt)
ms.load_param_into_net(net, param_dict)
print(f"rank {rank}: resumed from {ckpt}", flush=True)
