# semi-auto parallel matmul sharding, strategy copied from the 4-card yaml (dp=4)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
init()
ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=get_group_size())
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones((16, 8), np.float32)), name="w")
        self.matmul = ops.MatMul().shard(((4, 1), (1, 1)))
    def construct(self, x):
        return self.matmul(x, self.w)
net = Net()
out = net(ms.Tensor(np.ones((32, 16), np.float32)))
print(f"rank {get_rank()} out {out.shape}")
