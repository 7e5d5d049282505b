# MLP block ported from an HF model whose forward dispatches on the activation name with a Python 3.10
# match statement (match self.act_name: case "gelu": ...). Kept unchanged inside Cell.construct and run
# under GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

class MLP(nn.Cell):
    def __init__(self, hidden=64, inter=256, act_name="silu"):
        super().__init__()
        self.act_name = act_name
        self.up = nn.Dense(hidden, inter)
        self.down = nn.Dense(inter, hidden)
    def construct(self, x):
        h = self.up(x)
        match self.act_name:
            case "gelu":
                h = ops.gelu(h)
            case "silu":
                h = ops.silu(h)
            case _:
                h = ops.relu(h)
        return self.down(h)

mlp = MLP()
x = Tensor(np.random.randn(2, 16, 64).astype(np.float32))
print("mlp out", mlp(x).shape)
