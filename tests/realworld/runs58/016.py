# 2-node recipe (worker_num=2 across two hosts); only this host was started with msrun
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
init()
print("rank", get_rank(), "of", get_group_size())
