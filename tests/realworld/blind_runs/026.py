# jit_level value from an older doc
import numpy as np
import mindspore as ms
from mindspore import Tensor
ms.set_device("CPU")

@ms.jit(jit_level="O3")
def f(x):
    return x * 2

print(f(Tensor(np.ones(2, np.float32))))
