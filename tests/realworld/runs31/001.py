# Port of a torchrun DDP script: init_process_group() -> mindspore.communication.init() on a CPU box, run with plain python
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()  # was: torch.distributed.init_process_group(backend="gloo")
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print("rank", get_rank(), "of", get_group_size())
net = nn.Dense(16, 4)
print(net(ms.Tensor(np.ones((2, 16), np.float32))).shape)
