# A PyTorch module counted forward calls in a module-level global (for a warm-up schedule of the attention
# temperature); the MindSpore port keeps the global statement inside construct and runs in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
GLOBAL_STEP = 0
class ScaledAttention(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.qkv = nn.Dense(dim, 3 * dim)
        self.dim = dim
    def construct(self, x):
        global GLOBAL_STEP
        GLOBAL_STEP += 1
        temp = 1.0 + 4.0 / GLOBAL_STEP
        q, k, v = ops.split(self.qkv(x), self.dim, axis=-1)
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / (temp * self.dim ** 0.5), axis=-1)
        return ops.matmul(attn, v)
net = ScaledAttention()
x = Tensor(np.random.randn(2, 10, 32).astype(np.float32))
for step in range(3):
    print(step, net(x).shape)
