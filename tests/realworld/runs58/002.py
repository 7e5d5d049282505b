# data-parallel setup copied from the Ascend cluster launcher
import os
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE)
rank_size = int(os.getenv("RANK_SIZE"))
rank_id = int(os.getenv("RANK_ID"))
ms.set_auto_parallel_context(parallel_mode="data_parallel", device_num=rank_size, gradients_mean=True)
init()
print("rank", rank_id, "of", rank_size)
