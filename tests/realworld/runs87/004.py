# Parity test: Flax port of a torch Conv2d(32, 32, 3, padding=1) using the exported torch weight (O, I, kH, kW)
import numpy as np, jax, jax.numpy as jnp
import flax.linen as nn
from jax import lax

rng = np.random.default_rng(0)
w_torch = rng.normal(size=(32, 32, 3, 3)).astype(np.float32) * 0.1   # (out, in, kh, kw)
b_torch = rng.normal(size=(32,)).astype(np.float32) * 0.1
x_nchw = rng.normal(size=(2, 32, 16, 16)).astype(np.float32)

# reference output = what torch.nn.functional.conv2d gives (NCHW / OIHW cross-correlation)
ref = lax.conv_general_dilated(x_nchw, w_torch, (1, 1), [(1, 1), (1, 1)],
                               dimension_numbers=("NCHW", "OIHW", "NCHW")) + b_torch[None, :, None, None]
ref = np.asarray(ref).transpose(0, 2, 3, 1)   # compare in NHWC

conv = nn.Conv(32, (3, 3), padding=1)
params = {"kernel": jnp.asarray(w_torch.transpose(2, 3, 0, 1)),   # -> (kh, kw, ?, ?)
          "bias": jnp.asarray(b_torch)}
print("flax kernel", params["kernel"].shape)
out = conv.apply({"params": params}, jnp.asarray(x_nchw.transpose(0, 2, 3, 1)))
print("flax out", out.shape, "ref", ref.shape)
print("max abs diff", float(np.abs(np.asarray(out) - ref).max()))
np.testing.assert_allclose(np.asarray(out), ref, rtol=1e-4, atol=1e-4)
print("parity OK")
