# Parity check of a ported discriminator block against activations dumped from the PyTorch reference
# (torch: nn.Sequential(nn.Linear(32, 64), nn.LeakyReLU(), nn.Linear(64, 1))).
# The reference dump is re-created here with numpy from the same weights (torch LeakyReLU default slope 0.01).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
w1 = rng.standard_normal((64, 32)).astype(np.float32) * 0.2; b1 = rng.standard_normal(64).astype(np.float32) * 0.1
w2 = rng.standard_normal((1, 64)).astype(np.float32) * 0.2;  b2 = np.zeros(1, np.float32)
x = rng.standard_normal((16, 32)).astype(np.float32)

def torch_reference(v):
    h = v @ w1.T + b1
    h = np.where(h > 0, h, 0.01 * h)
    return h @ w2.T + b2
ref = torch_reference(x)

block = nn.SequentialCell(nn.Dense(32, 64), nn.LeakyReLU(), nn.Dense(64, 1))
ms.load_param_into_net(block, {"0.weight": ms.Parameter(Tensor(w1)), "0.bias": ms.Parameter(Tensor(b1)),
                               "2.weight": ms.Parameter(Tensor(w2)), "2.bias": ms.Parameter(Tensor(b2))},
                       strict_load=True)
out = block(Tensor(x)).asnumpy()
diff = np.abs(out - ref).max()
print(f"max abs diff vs torch reference: {diff:.6e}")
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-5, err_msg="ported discriminator does not match the PyTorch reference")
print("parity OK")
