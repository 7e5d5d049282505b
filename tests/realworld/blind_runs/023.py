# set_device Ascend on a machine with the CPU-only package
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
ms.set_device("Ascend", 0)
print(ops.add(Tensor(np.ones(2, np.float32)), 1))
