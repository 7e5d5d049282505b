# Pre-LN block ported from torch.nn.functional: F.layer_norm(x, (H,), weight, bias, eps) written as
# mindspore.ops.layer_norm (same signature); smoke test on the CPU backend.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
H = 64

class PreLNBlock(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_w = Parameter(Tensor(np.ones(H, np.float32)), name="ln_w")
        self.ln_b = Parameter(Tensor(np.zeros(H, np.float32)), name="ln_b")
        self.fc = nn.Dense(H, H)
    def construct(self, x):
        return x + self.fc(ops.layer_norm(x, (H,), self.ln_w, self.ln_b, 1e-5))

blk = PreLNBlock()
out = blk(Tensor(np.random.randn(2, 8, H).astype(np.float32)))
print("out", out.shape, float(out.mean().asnumpy()))
