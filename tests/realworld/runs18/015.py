# Parity check of the optimizer port: torch.optim.AdamW(params, lr=1e-3) replaced by nn.AdamWeightDecay(params,
# learning_rate=1e-3) with the other arguments left at MindSpore defaults; the reference weights after 20 steps
# come from the torch run (reproduced here with numpy using torch's AdamW update rule and defaults).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_device("CPU")
rng = np.random.default_rng(0)
w0 = rng.standard_normal((16, 8)).astype(np.float32)
grads = [rng.standard_normal((16, 8)).astype(np.float32) * 1e-5 for _ in range(20)]   # small late-training grads

def torch_adamw_reference(w, grads, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2):
    w = w.astype(np.float64).copy(); m = np.zeros_like(w); v = np.zeros_like(w)
    for t, g in enumerate(grads, 1):
        w *= 1 - lr * weight_decay
        m = betas[0] * m + (1 - betas[0]) * g
        v = betas[1] * v + (1 - betas[1]) * g * g
        mhat = m / (1 - betas[0] ** t); vhat = v / (1 - betas[1] ** t)
        w -= lr * mhat / (np.sqrt(vhat) + eps)
    return w

param = Parameter(Tensor(w0.copy()), name="dense.weight")
opt = nn.AdamWeightDecay([param], learning_rate=1e-3)
for g in grads:
    opt((Tensor(g),))
ms_w = param.asnumpy()
ref_w = torch_adamw_reference(w0, grads)
diff = np.abs(ms_w - ref_w)
print(f"max abs diff vs torch AdamW: {diff.max():.3e}  mean: {diff.mean():.3e}")
np.testing.assert_allclose(ms_w, ref_w, rtol=1e-4, atol=1e-5, err_msg="optimizer parity check failed")
print("parity OK")
