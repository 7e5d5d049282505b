# ops.matmul in graph mode via jit-decorated function (linear projection transposed)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")

@ms.jit
def project(x, w):
    return ops.matmul(x, w)

x = Tensor(np.ones((4, 16, 1024), np.float32))
w = Tensor(np.ones((4096, 1024), np.float32))  # torch Linear layout [out, in]
print(project(x, w).shape)
