# reshape to a shape whose size differs (heads split)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
x = Tensor(np.ones((2, 10, 96), np.float32))
batch, seq, hidden = x.shape
num_heads = 7
y = ops.reshape(x, (batch, seq, num_heads, 16))
print(y.shape)
