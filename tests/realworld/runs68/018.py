# Temperature scaling for a calibrated classifier. The torch/scipy version:
#   res = scipy.optimize.minimize(nll, x0=[1.0], method="L-BFGS-B", bounds=[(0.05, 10)])
# Ported to mindspore.scipy.optimize.minimize so the whole thing stays on device.
import numpy as np
import mindspore as ms
from mindspore import ops
from mindspore.scipy.optimize import minimize

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
logits = ms.Tensor((rng.normal(size=(500, 10)) * 4).astype(np.float32))
labels = ms.Tensor(rng.integers(0, 10, 500).astype(np.int32))

def nll(t):
    return ops.cross_entropy(logits / t[0], labels)

print("nll at T=1:", nll(ms.Tensor([1.0], ms.float32)))
res = minimize(nll, ms.Tensor([1.0], ms.float32), method="L-BFGS-B", bounds=[(0.05, 10)])
print("optimal temperature", res.x)
