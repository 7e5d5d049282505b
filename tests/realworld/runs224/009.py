# Parity check of a ported model: MindSpore BatchNorm running statistics vs the PyTorch reference
# (torch BatchNorm1d(64, momentum=0.1) update rule, reproduced in numpy on the same batches).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = (rng.standard_normal((2048, 64)) * 3.0 + 5.0).astype(np.float32)
dataset = ds.NumpySlicesDataset({"x": X}, shuffle=False).batch(32)

# hyper-parameters copied from the torch model definition
bn = nn.BatchNorm1d(64, eps=1e-5, momentum=0.1)
bn.set_train(True)

ref_mean = np.zeros(64, np.float64)
ref_var = np.ones(64, np.float64)
torch_momentum = 0.1
for step, (xb,) in enumerate(dataset.create_tuple_iterator()):
    bn(xb)
    x = xb.asnumpy().astype(np.float64)
    ref_mean = (1 - torch_momentum) * ref_mean + torch_momentum * x.mean(0)
    ref_var = (1 - torch_momentum) * ref_var + torch_momentum * x.var(0, ddof=1)
    if step % 8 == 0 or step == 63:
        ms_mean = bn.moving_mean.asnumpy()
        ms_var = bn.moving_variance.asnumpy()
        print(f"step {step:2d} running_mean[0:3] ms={np.round(ms_mean[:3], 4).tolist()} ref={np.round(ref_mean[:3], 4).tolist()} "
              f"max|diff| mean={np.abs(ms_mean - ref_mean).max():.4f} var={np.abs(ms_var - ref_var).max():.4f}")

bn.set_train(False)
x_eval = ms.Tensor(X[:256])
out_ms = bn(x_eval).asnumpy()
out_ref = (X[:256] - ref_mean) / np.sqrt(ref_var + 1e-5)
print(f"eval output max|diff| vs reference: {np.abs(out_ms - out_ref).max():.6f} mean|diff|: {np.abs(out_ms - out_ref).mean():.6f}")
