# Attention block ported from a PyTorch forward that uses an assignment expression (walrus) to build the padding mask
# only when one is passed; the block runs under GRAPH_MODE.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class SelfAttention(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.qkv = nn.Dense(dim, 3 * dim)
        self.out = nn.Dense(dim, dim)
        self.scale = dim ** -0.5
    def construct(self, x, attention_mask=None):
        q, k, v = ops.split(self.qkv(x), x.shape[-1], axis=-1)
        scores = ops.bmm(q, k.transpose(0, 2, 1)) * self.scale
        if (mask := attention_mask) is not None:
            scores = scores + (1.0 - mask[:, None, :]) * -1e4
        return self.out(ops.bmm(ops.softmax(scores, -1), v))
net = SelfAttention()
x = Tensor(np.random.default_rng(0).normal(size=(2, 6, 32)).astype(np.float32))
mask = Tensor(np.array([[1, 1, 1, 1, 0, 0], [1, 1, 1, 1, 1, 1]], np.float32))
print(net(x, mask).shape)
