# Mistake: `torchrun --nnodes=2 --nproc_per_node=4 train.py` translated to msrun by reading
# --worker_num as "number of nodes": msrun --worker_num=2 --local_worker_num=4 on one machine. msrun's
# worker_num is the TOTAL number of processes, so 4 local workers cannot fit a job of 2.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
net = nn.Dense(16, 2)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Momentum(net.trainable_params(), 0.01, 0.9))
rng = np.random.default_rng(rank)
for i in range(5):
    loss = step(Tensor(rng.standard_normal((8, 16)).astype(np.float32)), Tensor(rng.integers(0, 2, 8).astype(np.int32)))
    print(f"rank {rank}/{world} step {i} loss {loss.asnumpy():.4f}", flush=True)
