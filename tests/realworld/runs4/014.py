# Helper closure with `nonlocal` (scale accumulator ported from PyTorch code) inside construct under GRAPH_MODE.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
class ScaledHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(8, 3)
    def construct(self, x):
        scale = 1.0
        def bump():
            nonlocal scale
            scale = scale * 0.5
            return scale
        bump()
        return self.fc(x) * scale
print(ScaledHead()(Tensor(np.random.randn(4, 8).astype(np.float32))))
