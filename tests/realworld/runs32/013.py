# Parity check of a ported "Annotated Transformer" LayerNorm:
#   torch: mean = x.mean(-1, keepdim=True); std = x.std(-1, keepdim=True)
#          return a_2 * (x - mean) / (std + eps) + b_2
# The reference outputs were dumped from the PyTorch model (torch.std is unbiased, correction=1).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class LayerNorm(nn.Cell):
    def __init__(self, features, eps=1e-6):
        super().__init__()
        self.a_2 = Parameter(Tensor(np.ones(features, np.float32)), name="a_2")
        self.b_2 = Parameter(Tensor(np.zeros(features, np.float32)), name="b_2")
        self.eps = eps
    def construct(self, x):
        mean = x.mean(-1, keep_dims=True)
        std = x.std(-1, keepdims=True)
        return self.a_2 * (x - mean) / (std + self.eps) + self.b_2

rng = np.random.default_rng(42)
x = rng.standard_normal((4, 10, 16)).astype(np.float32)
# reference from the PyTorch run (torch.std unbiased)
ref = (x - x.mean(-1, keepdims=True)) / (x.std(-1, ddof=1, keepdims=True) + 1e-6)

out = LayerNorm(16)(Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"max abs diff vs torch reference: {diff.max():.6e}, mean abs diff: {diff.mean():.6e}")
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-5, err_msg="ported LayerNorm does not match PyTorch")
print("parity OK")
