# Parity check of a ported BatchNorm1d feature encoder against the PyTorch reference run. The PyTorch module used
# BatchNorm1d(64, momentum=0.1) (weight of the NEW batch statistic); the port copies momentum=0.1 into MindSpore, where
# momentum is the weight of the OLD running value. After the same 50 training-mode batches the running statistics, and
# therefore the eval-mode outputs, no longer match the reference (computed here with the PyTorch update rule).
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
rng = np.random.default_rng(5)
batches = [(rng.normal(size=(32, 64)) * 2.0 + 1.5).astype(np.float32) for _ in range(50)]
bn = nn.BatchNorm1d(64, momentum=0.1)
bn.set_train(True)
for b in batches:
    bn(Tensor(b))
# reference (torch semantics): running = (1 - 0.1) * running + 0.1 * batch_stat, unbiased variance
ref_mean, ref_var = np.zeros(64), np.ones(64)
for b in batches:
    ref_mean = 0.9 * ref_mean + 0.1 * b.mean(0)
    ref_var = 0.9 * ref_var + 0.1 * b.var(0, ddof=1)
bn.set_train(False)
probe = (rng.normal(size=(16, 64)) * 2.0 + 1.5).astype(np.float32)
out = bn(Tensor(probe)).asnumpy()
ref = (probe - ref_mean) / np.sqrt(ref_var + 1e-5)
print(f"running_mean[:4] ms={bn.moving_mean.asnumpy()[:4]} torch={ref_mean[:4]}")
print(f"max abs diff eval output: {np.abs(out - ref).max():.4e}")
np.testing.assert_allclose(out, ref, rtol=1e-3, atol=1e-3, err_msg="ported encoder diverges from the PyTorch reference")
print("parity OK")
