# Mistake: torch.optim.AdamW ported as nn.AdamWeightDecay with the same lr/betas/eps/weight
# decay; MindSpore's AdamWeightDecay applies no bias correction (m/(sqrt(v)+eps) on the raw
# moments), so the first updates are ~3x larger than torch's and the migrated run leaves the
# reference trajectory. The reference numbers come from a line-by-line numpy copy of
# torch.optim.AdamW (same seed, same data), as recorded by the torch run.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
LR, B1, B2, EPS, WD, STEPS = 1e-2, 0.9, 0.999, 1e-8, 0.01, 5
rng = np.random.default_rng(0)
X = rng.standard_normal((64, 8)).astype(np.float32)
y = (X @ rng.standard_normal(8) + 0.1).astype(np.float32)[:, None]
w0 = (rng.standard_normal((1, 8)) * 0.1).astype(np.float32)

def torch_adamw_reference():
    w, m, v, losses = w0.astype(np.float64), 0.0, 0.0, []
    for t in range(1, STEPS + 1):
        err = X @ w.T - y
        losses.append(float((err ** 2).mean()))
        g = 2 * (err * X).mean(0, keepdims=True)
        w = w * (1 - LR * WD)
        m = B1 * m + (1 - B1) * g
        v = B2 * v + (1 - B2) * g * g
        w = w - LR * (m / (1 - B1 ** t)) / (np.sqrt(v / (1 - B2 ** t)) + EPS)
    return np.array(losses), w

net = nn.Dense(8, 1, has_bias=False)
net.weight.set_data(ms.Tensor(w0))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=LR, beta1=B1, beta2=B2, eps=EPS, weight_decay=WD)
grad_fn = ms.value_and_grad(lambda a, b: ((net(a) - b) ** 2).mean(), None, opt.parameters)
ms_losses = []
for step in range(STEPS):
    loss, grads = grad_fn(ms.Tensor(X), ms.Tensor(y))
    opt(grads)
    ms_losses.append(float(loss.asnumpy()))

ref_losses, ref_w = torch_adamw_reference()
for step, (a, b) in enumerate(zip(ref_losses, ms_losses)):
    print(f"step {step}: torch loss {a:.6f}  mindspore loss {b:.6f}  diff {abs(a - b):.2e}")
wdiff = np.abs(net.weight.asnumpy() - ref_w).max()
print(f"max abs weight diff after {STEPS} steps: {wdiff:.3e}")
if wdiff > 1e-4:
    raise AssertionError(f"migrated AdamW run does not match the PyTorch reference: max abs weight diff {wdiff:.3e} > 1e-4")
