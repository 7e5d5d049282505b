"""Parity check of a ported torch module (AnomalyTransformer-style 'StdNorm' feature block) against
outputs dumped from the torch reference run (same weights, same input)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

REF = "/home/user/project/stdnorm_torch_ref.npz"
rng = np.random.default_rng(0)
B, L, D = 4, 16, 8
if not os.path.exists(REF):
    # dumped by the torch script: x, fc.weight, fc.bias and module output
    x = rng.normal(2.0, 3.0, (B, L, D)).astype(np.float32)
    w = rng.normal(0, 0.3, (D, D)).astype(np.float32); b = rng.normal(0, 0.1, D).astype(np.float32)
    # torch: mu = x.mean(1, keepdim=True); sd = x.std(1, keepdim=True) + 1e-5; out = fc((x - mu) / sd)
    mu = x.mean(1, keepdims=True); sd = x.std(1, ddof=1, keepdims=True) + 1e-5
    np.savez(REF, x=x, w=w, b=b, out=((x - mu) / sd) @ w.T + b)

class StdNorm(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.fc = nn.Dense(d, d)
    def construct(self, x):
        mu = x.mean(1, keep_dims=True)
        sd = x.std(1, keepdims=True) + 1e-5
        return self.fc((x - mu) / sd)

ref = np.load(REF)
net = StdNorm(D)
net.fc.weight.set_data(ms.Tensor(ref["w"])); net.fc.bias.set_data(ms.Tensor(ref["b"]))
out = net(ms.Tensor(ref["x"])).asnumpy()
diff = np.abs(out - ref["out"])
print(f"output {out.shape}  max abs diff {diff.max():.6f}  mean abs diff {diff.mean():.6f}")
print("ms   [0,0,:4]", np.round(out[0, 0, :4], 5))
print("torch[0,0,:4]", np.round(ref["out"][0, 0, :4], 5))
np.testing.assert_allclose(out, ref["out"], rtol=1e-4, atol=1e-4, err_msg="StdNorm port differs from torch reference")
print("parity OK")
