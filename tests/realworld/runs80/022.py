# parity test: Flax NNX port of a torch downsampling block vs. golden outputs of the torch layer
#   torch: nn.Conv2d(16, 32, kernel_size=3, stride=2, padding=1)
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx

rng = np.random.default_rng(0)
W_torch = (rng.normal(size=(32, 16, 3, 3)) * 0.1).astype(np.float32)   # (out, in, kh, kw)
b_torch = (rng.normal(size=(32,)) * 0.1).astype(np.float32)
x_nchw = rng.normal(size=(4, 16, 32, 32)).astype(np.float32)

def golden_torch_conv(x, w, b, stride=2, pad=1):
    """numpy re-implementation of torch.nn.functional.conv2d used to produce the golden file"""
    x = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    N, C, H, W = x.shape
    O, _, KH, KW = w.shape
    oh, ow = (H - KH) // stride + 1, (W - KW) // stride + 1
    out = np.zeros((N, O, oh, ow), np.float32)
    for i in range(oh):
        for j in range(ow):
            patch = x[:, :, i * stride:i * stride + KH, j * stride:j * stride + KW]
            out[:, :, i, j] = np.einsum("nchw,ochw->no", patch, w) + b
    return out

golden = golden_torch_conv(x_nchw, W_torch, b_torch)
print("golden output", golden.shape)

# ---- Flax port
conv = nnx.Conv(16, 32, kernel_size=(3, 3), strides=(2, 2), padding="SAME", rngs=nnx.Rngs(0))
conv.kernel[...] = jnp.asarray(W_torch.transpose(2, 3, 1, 0))   # OIHW -> HWIO
conv.bias[...] = jnp.asarray(b_torch)
y = conv(jnp.asarray(x_nchw.transpose(0, 2, 3, 1)))              # NCHW -> NHWC
y = np.asarray(y).transpose(0, 3, 1, 2)
print("flax output  ", y.shape)

diff = np.abs(y - golden)
print(f"max abs diff {diff.max():.6f}  mean abs diff {diff.mean():.6f}")
print(f"elements outside atol=1e-5: {(diff > 1e-5).mean() * 100:.1f}%")
np.testing.assert_allclose(y, golden, atol=1e-5, rtol=1e-5)
print("parity OK")
