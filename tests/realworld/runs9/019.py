# Llama RMSNorm ported from an Ascend MindSpore recipe that calls the fused ops.rms_norm; the smoke test runs on CPU.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
ms.set_device("CPU")
class LlamaRMSNorm(nn.Cell):
    def __init__(self, hidden, eps=1e-6):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones(hidden, np.float32)), name="weight")
        self.eps = eps
    def construct(self, x):
        return ops.rms_norm(x, self.weight, self.eps)[0]
norm = LlamaRMSNorm(64)
h = Tensor(np.random.default_rng(0).normal(size=(2, 8, 64)).astype(np.float32))
print("normed:", norm(h).shape)
