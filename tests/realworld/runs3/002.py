# nn.Dense fed float64 features straight from numpy (np.random.rand default dtype)
# Features come from a pandas/numpy preprocessing step that yields float64; the net has float32 weights.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 4)
    def construct(self, x):
        return self.fc(x)
feats = np.random.rand(8, 16)
out = Head()(Tensor(feats))
print(out.shape)
