"""Parity check of a Flax port of a PyTorch transformer MLP block against activations dumped from the
PyTorch model (weights + input + output saved to torch_ref.npz by the reference run).
Reference semantics (torch): nn.LayerNorm(eps=1e-5), nn.GELU() (exact erf)."""
import math
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

# ---------- reference dump (written once on the PyTorch side; reproduced here with numpy) ----------
def make_reference(path):
    r = np.random.default_rng(0)
    d, h = 256, 1024
    w1 = r.normal(0, 0.05, (d, h)).astype(np.float32); b1 = r.normal(0, 0.02, h).astype(np.float32)
    w2 = r.normal(0, 0.05, (h, d)).astype(np.float32); b2 = r.normal(0, 0.02, d).astype(np.float32)
    x = r.normal(0, 1, (4, 64, d)).astype(np.float32)
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    hn = (x - mu) / np.sqrt(var + 1e-5)
    a = hn @ w1 + b1
    erf = np.vectorize(math.erf)
    a = 0.5 * a * (1 + erf(a / math.sqrt(2)))
    y = x + a @ w2 + b2
    np.savez(path, x=x, w1=w1, b1=b1, w2=w2, b2=b2, y=y.astype(np.float32))

make_reference("/home/user/project/torch_ref.npz")
ref = np.load("/home/user/project/torch_ref.npz")

# ---------- Flax port ----------
class MLPBlock(nn.Module):
    d: int = 256
    h: int = 1024
    @nn.compact
    def __call__(self, x):
        y = nn.LayerNorm(name="ln")(x)
        y = nn.gelu(nn.Dense(self.h, name="fc1")(y))
        return x + nn.Dense(self.d, name="fc2")(y)

params = {"ln": {"scale": np.ones(256, np.float32), "bias": np.zeros(256, np.float32)},
          "fc1": {"kernel": ref["w1"], "bias": ref["b1"]},
          "fc2": {"kernel": ref["w2"], "bias": ref["b2"]}}
out = np.asarray(jax.jit(MLPBlock().apply)({"params": params}, ref["x"]))
diff = np.abs(out - ref["y"])
print(f"max abs diff {diff.max():.3e}, mean abs diff {diff.mean():.3e}")
np.testing.assert_allclose(out, ref["y"], rtol=1e-5, atol=1e-5, err_msg="Flax port != PyTorch reference")
print("parity OK")
