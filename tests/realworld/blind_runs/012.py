# BatchMatMul with mismatched inner dims in graph mode (attention scores)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class Attn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bmm = ops.BatchMatMul(transpose_b=False)
    def construct(self, q, k):
        return self.bmm(q, k)

q = Tensor(np.ones((2, 4, 16, 32), np.float32))
k = Tensor(np.ones((2, 4, 16, 32), np.float32))
print(Attn()(q, k).shape)
