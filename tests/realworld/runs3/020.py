# construct returns a tuple on one branch and a tensor on the other (graph mode)
# PyTorch forward returned (logits, aux) only when a tensor condition held.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class Router(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(8, 4)
    def construct(self, x):
        logits = self.fc(x)
        if logits.max() > 0.5:
            return logits, logits.mean()
        return logits
print(Router()(Tensor(np.ones((2, 8), np.float32))))
