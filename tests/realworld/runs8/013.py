# Parity check of a ported pre-norm block against reference activations dumped from the PyTorch model
# (torch.nn.LayerNorm, eps=1e-5; reproduced here with numpy). The port uses mindspore.nn.LayerNorm((d,)) with its
# default epsilon (1e-7). Early-layer activations of this model are small (std ~3e-3), so the eps difference shows.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
rng = np.random.default_rng(0)
d = 64
x = (3e-3 * rng.normal(size=(4, 10, d))).astype(np.float32)
w = rng.normal(scale=0.1, size=(d, d)).astype(np.float32)
def torch_reference(x, eps=1e-5):        # what torch.nn.LayerNorm(d) + Linear produced
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return ((x - mu) / np.sqrt(var + eps)) @ w.T
ln = nn.LayerNorm((d,))
proj = nn.Dense(d, d, has_bias=False)
proj.weight.set_data(Tensor(w))
out = proj(ln(Tensor(x))).asnumpy()
ref = torch_reference(x)
diff = np.abs(out - ref)
print(f"block output: max |ms - torch| = {diff.max():.4e}, mean = {diff.mean():.4e}, rel = {diff.max() / np.abs(ref).max():.3%}")
np.testing.assert_allclose(out, ref, rtol=1e-3, atol=1e-4, err_msg="ported block diverges from the PyTorch reference")
print("parity OK")
