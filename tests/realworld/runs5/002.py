# LayerNorm built for hidden size 64 but the model hidden size was reduced to 48.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
class Block(nn.Cell):
    def __init__(self, hidden=48):
        super().__init__()
        self.proj = nn.Dense(32, hidden)
        self.norm = nn.LayerNorm((64,))
    def construct(self, x):
        return self.norm(self.proj(x))
net = Block()
out = net(Tensor(np.random.randn(4, 10, 32).astype(np.float32)))
print(out.shape)
