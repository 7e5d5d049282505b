# ported from torch DDP: init_process_group() then torch.cuda.set_device(local_rank)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
local_rank = get_rank()
ms.set_device("CPU", local_rank)
net = nn.Dense(16, 4)
x = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
print("rank", local_rank, net(x).shape)
