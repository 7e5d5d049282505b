# Ported torch forward that frees intermediates with `del` (memory habit from PyTorch); run in GRAPH_MODE
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.up = nn.Dense(16, 64)
        self.act = nn.SiLU()
        self.down = nn.Dense(64, 16)

    def construct(self, x):
        h = self.up(x)
        out = self.down(self.act(h))
        del h
        return out

net = MLP()
loss_fn = nn.MSELoss()
x = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
y = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
print("loss:", loss_fn(net(x), y))
