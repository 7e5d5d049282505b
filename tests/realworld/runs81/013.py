# Parity check of a ported PoolFormer token mixer (pool(x) - x) against reference activations
# exported from the PyTorch implementation:  nn.AvgPool2d(3, stride=1, padding=1)  (count_include_pad left at its default)
# Port: "keep the spatial size" -> nn.AvgPool2d(3, 1, pad_mode='same').
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

def torch_reference_pool(x, k=3, pad=1, count_include_pad=True):
    # numpy re-implementation of torch.nn.AvgPool2d(3, 1, 1) used to produce ref_out.npy
    n, c, h, w = x.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    out = np.zeros_like(x)
    for i in range(h):
        for j in range(w):
            out[:, :, i, j] = xp[:, :, i:i + k, j:j + k].sum((2, 3)) / (k * k)
    return out

class Pooling(nn.Cell):
    def __init__(self, pool_size=3):
        super().__init__()
        self.pool = nn.AvgPool2d(pool_size, 1, pad_mode="same")
    def construct(self, x):
        return self.pool(x) - x

rng = np.random.default_rng(0)
x = rng.normal(1.0, 0.5, size=(2, 8, 14, 14)).astype(np.float32)
ref = torch_reference_pool(x) - x          # torch run: nn.AvgPool2d(3, 1, 1) (count_include_pad default True)
out = Pooling()(Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"token mixer output {out.shape}, max abs diff {diff.max():.6f}, mean abs diff {diff.mean():.6f}")
print(f"interior max diff {diff[:, :, 1:-1, 1:-1].max():.6f}, border max diff {np.concatenate([diff[:, :, 0], diff[:, :, -1]]).max():.6f}")
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-5)
print("parity OK")
