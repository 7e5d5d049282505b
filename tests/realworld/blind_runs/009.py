# ops.add with non-broadcastable shapes in pynative
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
hidden = Tensor(np.ones((2, 128, 64), np.float32))
bias = Tensor(np.ones((2, 96), np.float32))
print(ops.add(hidden, bias).shape)
