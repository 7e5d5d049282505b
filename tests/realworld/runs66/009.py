# Layer-by-layer parity check of the migrated MLP block against a numpy re-implementation
# (the torch test used torch.isclose(out, ref, rtol=1e-4, atol=1e-5).all()).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class FFN(nn.Cell):
    def __init__(self, d=16, h=64):
        super().__init__()
        self.up = nn.Dense(d, h)
        self.down = nn.Dense(h, d)
    def construct(self, x):
        return x + self.down(ops.relu(self.up(x)))

def numpy_ffn(x, p):
    h = np.maximum(x @ p["up.weight"].T + p["up.bias"], 0.0)
    return x + h @ p["down.weight"].T + p["down.bias"]

block = FFN()
params = {k: v.asnumpy().astype(np.float64) for k, v in block.parameters_and_names()}
for k in params:
    print(f"param {k:12s} shape={params[k].shape}")

rng = np.random.default_rng(0)
x = rng.normal(size=(4, 16))                       # float64, like torch.randn(...).double() in the test
out = block(ms.Tensor(x, ms.float32))
ref = ms.Tensor(numpy_ffn(x, params))              # reference kept in float64

close = ops.isclose(out, ref, rtol=1e-4, atol=1e-5)
print("parity ok:", bool(close.all().asnumpy()))
