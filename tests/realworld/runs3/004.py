# ops.split with torch-style section sizes that do not add up to the dimension
# torch.split(x, 3, dim=1) idiom rewritten with explicit sections copied from a smaller model.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
qkv = Tensor(np.ones((2, 5, 96), np.float32))
q, k, v = ops.split(qkv, [24, 24, 24], axis=-1)
print(q.shape, k.shape, v.shape)
