# torch forward kept a closure counter (nonlocal) to count residual blocks applied; run under GRAPH_MODE
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([nn.Dense(16, 16) for _ in range(3)])
        self.head = nn.Dense(16, 2)
    def construct(self, x):
        applied = 0
        def block(i, h):
            nonlocal applied
            applied += 1
            return h + ops.relu(self.blocks[i](h))
        for i in range(3):
            x = block(i, x)
        return self.head(x) / applied

net = Net()
print(net(ms.Tensor(np.random.randn(4, 16).astype(np.float32))))
