# BatchNorm statistics recalibration after porting a torch model. torch nn.BatchNorm1d(momentum=0.1) means
# running = 0.9 * running + 0.1 * batch; MindSpore's momentum is the weight of the OLD value
# (running = momentum * running + (1 - momentum) * batch, default 0.9). The port copied momentum=0.1.
# The script compares eval outputs with the torch reference (recomputed here with torch's update rule).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

rng = np.random.default_rng(0)
bn = nn.BatchNorm1d(16, momentum=0.1, eps=1e-5)      # torch: nn.BatchNorm1d(16, momentum=0.1)
batches = [(rng.standard_normal((32, 16)) * 2.0 + 1.5 + 0.3 * k).astype(np.float32) for k in range(20)]

bn.set_train(True)
for b in batches:
    bn(Tensor(b))
bn.set_train(False)

# torch reference: running stats with torch's momentum convention
rm, rv = np.zeros(16), np.ones(16)
for b in batches:
    rm = 0.9 * rm + 0.1 * b.mean(0)
    rv = 0.9 * rv + 0.1 * b.var(0, ddof=1)
x_eval = rng.standard_normal((8, 16)).astype(np.float32) * 2.0 + 2.0
ref = (x_eval - rm) / np.sqrt(rv + 1e-5)
out = bn(Tensor(x_eval)).asnumpy()
diff = float(np.abs(out - ref).max())
print(f"BatchNorm eval parity vs torch: max_abs_diff {diff:.4e} (atol 1e-4)")
assert diff < 1e-4, f"BatchNorm eval output differs from torch reference by {diff:.4e}"
print("parity ok")
