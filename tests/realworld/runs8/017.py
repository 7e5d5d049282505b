# Activation choice ported from a PyTorch forward that uses a Python 3.10 match/case statement on the config string;
# the MindSpore Cell runs under GRAPH_MODE.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class FFN(nn.Cell):
    def __init__(self, act="gelu"):
        super().__init__()
        self.act = act          # from config.hidden_act
        self.fc = nn.Dense(8, 8)
    def construct(self, x):
        h = self.fc(x)
        match self.act:
            case "gelu":
                return ops.gelu(h)
            case "relu":
                return ops.relu(h)
            case _:
                return h
print(FFN()(Tensor(np.ones((2, 8), np.float32))))
