# MatMul primitive with float32 and float16 inputs
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
a = Tensor(np.ones((4, 8), np.float32))
b = Tensor(np.ones((8, 4), np.float16))
print(ops.MatMul()(a, b))
