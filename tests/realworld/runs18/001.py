# Port of a PyTorch encoder block whose forward() did a local `import math` for the attention scale
# (research-code habit); kept as-is in construct, the model runs under GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class SelfAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)
    def construct(self, x):
        import math
        b, s, h = x.shape
        d = h // self.heads
        q, k, v = ops.split(self.qkv(x), h, axis=-1)
        q = q.reshape(b, s, self.heads, d).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, self.heads, d).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, self.heads, d).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(d), axis=-1)
        return self.out(ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, s, h))

net = SelfAttention()
x = Tensor(np.random.default_rng(0).standard_normal((2, 16, 64)).astype(np.float32))
y = net(x)
print("output", y.shape)
