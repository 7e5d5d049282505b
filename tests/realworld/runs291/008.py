# Port of a PyTorch MLP with BatchNorm1d; checks running statistics and eval-mode outputs after a
# fixed warm-up schedule against a NumPy re-implementation of torch.nn.BatchNorm1d(momentum=0.1).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

IN, FEAT, STEPS, BS = 16, 32, 50, 64
TORCH_BN_EPS, TORCH_BN_MOMENTUM = 1e-5, 0.1

rng = np.random.default_rng(7)
W = rng.normal(0, 0.3, (FEAT, IN)).astype(np.float32)
b = rng.normal(0, 0.1, FEAT).astype(np.float32)
batches = [(rng.normal(1.0, 2.0, (BS, IN))).astype(np.float32) for _ in range(STEPS)]
x_eval = rng.normal(1.0, 2.0, (256, IN)).astype(np.float32)

# ---------- NumPy reference: torch BatchNorm1d forward in train mode, then eval ----------
run_mean = np.zeros(FEAT); run_var = np.ones(FEAT)
for xb in batches:
    z = xb.astype(np.float64) @ W.T + b
    mu, var_unbiased = z.mean(0), z.var(0, ddof=1)
    run_mean = (1 - TORCH_BN_MOMENTUM) * run_mean + TORCH_BN_MOMENTUM * mu
    run_var = (1 - TORCH_BN_MOMENTUM) * run_var + TORCH_BN_MOMENTUM * var_unbiased
ref_eval = (x_eval.astype(np.float64) @ W.T + b - run_mean) / np.sqrt(run_var + TORCH_BN_EPS)

# ---------- MindSpore port ----------
class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(IN, FEAT)
        self.bn = nn.BatchNorm1d(FEAT, eps=TORCH_BN_EPS, momentum=TORCH_BN_MOMENTUM)
    def construct(self, x):
        return self.bn(self.fc(x))

net = Block()
net.fc.weight.set_data(Tensor(W))
net.fc.bias.set_data(Tensor(b))
net.set_train(True)
for i, xb in enumerate(batches):
    out = net(Tensor(xb))
    if i % 10 == 0:
        print(f"warm-up step {i}: train-mode out mean {out.asnumpy().mean():+.4f} std {out.asnumpy().std():.4f}")

net.set_train(False)
ms_eval = net(Tensor(x_eval)).asnumpy()
ms_mean = net.bn.moving_mean.asnumpy()
ms_var = net.bn.moving_variance.asnumpy()
print(f"running_mean max_abs_diff {np.abs(ms_mean - run_mean).max():.6e}")
print(f"running_var  max_abs_diff {np.abs(ms_var - run_var).max():.6e}")
d = np.abs(ms_eval - ref_eval)
print(f"eval output: max_abs_diff {d.max():.6e} mean_abs_diff {d.mean():.6e} allclose(atol=1e-4) {np.allclose(ms_eval, ref_eval, atol=1e-4)}")
