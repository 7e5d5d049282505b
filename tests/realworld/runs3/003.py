# ops.one_hot given float labels read from a CSV
# Labels loaded with np.loadtxt become float32; one_hot requires integer indices.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
labels = np.array([1.0, 3.0, 0.0, 2.0], dtype=np.float32)
onehot = ops.one_hot(Tensor(labels), 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
print(onehot.asnumpy())
