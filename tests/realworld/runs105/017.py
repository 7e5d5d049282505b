# Manual tensor-parallel MLP (Megatron-style row/column split) ported from a 4-GPU torch script
# (dist.new_group(TP_RANKS)); launched here with msrun on 2 CPU workers for a quick test
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size, create_group

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()

TP_SIZE = 4
TP_RANKS = [0, 1, 2, 3]
TP_GROUP = "tp_group_0"
create_group(TP_GROUP, TP_RANKS)
tp_rank = TP_RANKS.index(rank)
print(f"[rank {rank}] world {world}, tensor-parallel group {TP_GROUP} ranks {TP_RANKS}", flush=True)

HIDDEN, FFN = 32, 128


class ParallelMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(HIDDEN, FFN // TP_SIZE)                    # column parallel shard
        self.fc2 = nn.Dense(FFN // TP_SIZE, HIDDEN, has_bias=False)    # row parallel shard
        self.act = nn.GELU()
        self.reduce = ops.AllReduce(group=TP_GROUP)

    def construct(self, x):
        return self.reduce(self.fc2(self.act(self.fc1(x))))


ms.set_seed(0)
net = ParallelMLP()
x = ms.Tensor(np.random.default_rng(0).normal(size=(4, HIDDEN)).astype(np.float32))
print(f"[rank {rank}] tp_rank {tp_rank} output {net(x).shape}", flush=True)
