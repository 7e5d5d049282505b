# bfloat16 matmul on CPU
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
a = Tensor(np.ones((4, 8), np.float32)).astype(ms.bfloat16)
b = Tensor(np.ones((8, 4), np.float32)).astype(ms.bfloat16)
print(ops.matmul(a, b))
