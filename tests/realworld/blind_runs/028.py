# load_checkpoint on a path that does not exist
import mindspore as ms
ms.set_device("CPU")
ms.load_checkpoint("./output/checkpoint/rank_0/llama2_7b_rank_0-1000_1.ckpt")
