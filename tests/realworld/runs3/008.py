# ops.cumsum over a boolean attention mask (position ids from mask)
# position_ids = mask.cumsum(-1) works on bool in PyTorch; MindSpore's CumSum rejects Bool.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
attention_mask = Tensor(np.array([[0, 0, 1, 1, 1], [1, 1, 1, 1, 1]], np.bool_))
position_ids = ops.cumsum(attention_mask, axis=-1) - 1
print(position_ids.asnumpy())
