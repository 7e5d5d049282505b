# Parity check of a BERT-style feed-forward block ported from PyTorch: the reference uses exact (erf) GELU, the port uses
# nn.GELU() whose default in MindSpore is the tanh approximation; the check against the reference activations fails.
import math
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
rng = np.random.default_rng(7)
d, h = 64, 256
w1 = rng.normal(scale=0.3, size=(h, d)).astype(np.float32); b1 = rng.normal(size=h).astype(np.float32)
w2 = rng.normal(scale=0.1, size=(d, h)).astype(np.float32); b2 = rng.normal(size=d).astype(np.float32)
x = rng.normal(scale=1.0, size=(8, 16, d)).astype(np.float32)
erf = np.vectorize(math.erf)
def reference(x):                       # activations dumped from the PyTorch model (torch.nn.GELU(), exact erf)
    a = x @ w1.T + b1
    a = 0.5 * a * (1.0 + erf(a / math.sqrt(2.0)))
    return a @ w2.T + b2
class FFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(d, h); self.act = nn.GELU(); self.fc2 = nn.Dense(h, d)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))
ffn = FFN()
ms.load_param_into_net(ffn, {"fc1.weight": ms.Parameter(Tensor(w1), "fc1.weight"), "fc1.bias": ms.Parameter(Tensor(b1), "fc1.bias"),
                             "fc2.weight": ms.Parameter(Tensor(w2), "fc2.weight"), "fc2.bias": ms.Parameter(Tensor(b2), "fc2.bias")})
ref = reference(x)
out = ffn(Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"parity ffn: max_abs_diff={diff.max():.6e} mean_abs_diff={diff.mean():.6e} rel={diff.max() / np.abs(ref).max():.3e}")
assert np.allclose(out, ref, rtol=1e-4, atol=1e-4), f"MindSpore output differs from the PyTorch reference (max abs diff {diff.max():.4e} > 1e-4)"
print("parity OK")
