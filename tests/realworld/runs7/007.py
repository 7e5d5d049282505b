# Environment copied from a deployment guide sets MS_DEV_JIT_SYNTAX_LEVEL=0 (STRICT static syntax); the model's
# construct calls asnumpy() and numpy on a tensor value (only supported by the default LAX level's JIT fallback).
import os
os.environ["MS_DEV_JIT_SYNTAX_LEVEL"] = "0"
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
class Scorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(8, 4)
    def construct(self, x):
        h = self.proj(x)
        scale = np.abs(h.asnumpy()).max(axis=-1, keepdims=True)   # per-row max for normalisation
        return h / Tensor(scale)
print(Scorer()(Tensor(np.ones((2, 8), np.float32))))
