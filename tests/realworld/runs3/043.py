# ops.transpose with a torch-style two-axis swap (x.transpose(1, 2)) on a 4-D tensor
# torch's transpose(dim0, dim1) translated literally; MindSpore's transpose takes a full permutation.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
@ms.jit
def split_heads(x):
    x = x.reshape(2, 16, 8, 64)
    return ops.transpose(x, (1, 2))
print(split_heads(Tensor(np.ones((2, 16, 512), np.float32))).shape)
