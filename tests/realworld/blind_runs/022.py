# rotary_position_embedding fused op on CPU
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
x = Tensor(np.ones((1, 2, 8, 16), np.float16))
cos = Tensor(np.ones((1, 1, 8, 16), np.float16))
sin = Tensor(np.zeros((1, 1, 8, 16), np.float16))
print(ops.rotary_position_embedding(x, cos, sin, 0).shape)
