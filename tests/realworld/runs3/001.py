# ops.softmax on integer attention scores (mask built with int arithmetic)
# Ported attention code builds scores from an int32 mask and calls softmax on them before casting.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
mask = Tensor(np.tril(np.ones((4, 4), np.int32)))
scores = mask * 2 - 1
probs = ops.softmax(scores, axis=-1)
print(probs.asnumpy())
