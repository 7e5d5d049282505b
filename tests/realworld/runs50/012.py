# Distributed eval from the 4-GPU torchrun script: WORLD_SIZE kept as a constant from the launch config
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank

WORLD_SIZE = 4          # launch config: torchrun --nproc_per_node=4
PER_RANK = 32

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank = get_rank()
rng = np.random.default_rng(rank)
net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 4))
x = ms.Tensor(rng.standard_normal((PER_RANK, 8)).astype(np.float32))
probs = ops.softmax(net(x), axis=-1)
gathered = ops.AllGather()(probs)                       # (world * PER_RANK, 4)
per_rank = gathered.reshape(WORLD_SIZE, PER_RANK, 4)   # torch: torch.stack(list_of_world_tensors)
print(f"[rank {rank}] mean confidence per rank: {per_rank.max(axis=-1).mean(axis=-1).asnumpy()}", flush=True)
