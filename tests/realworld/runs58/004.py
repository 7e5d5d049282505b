# training entry from the GPU box, communication backend chosen explicitly
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init("nccl")
print("rank", get_rank(), "size", get_group_size())
