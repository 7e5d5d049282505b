# ops.where with condition given as int tensor
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

@ms.jit
def masked_fill(scores, mask):
    return ops.masked_fill(scores, mask, -1e9)

print(masked_fill(Tensor(np.zeros((2, 4), np.float32)), Tensor(np.array([[1, 0, 0, 1], [0, 1, 1, 0]], np.int32))))
