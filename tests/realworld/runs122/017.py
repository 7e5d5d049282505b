"""Parity check of a Flax port of a PyTorch BERT feed-forward block against activations dumped from the torch model.

The torch reference block is:  LayerNorm(eps=1e-12) -> Linear(64,256) -> GELU() -> Linear(256,64) -> residual.
Reference outputs were dumped to .npz by the torch script; here they are recomputed in float64 numpy
with torch semantics (exact erf GELU, LayerNorm eps=1e-12) so the check runs standalone.
"""
import math
import numpy as np, jax, jax.numpy as jnp
import flax.linen as nn
from flax.traverse_util import flatten_dict

class FFN(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(name="ln")(x)
        h = nn.Dense(256, name="fc1")(h)
        h = nn.gelu(h)
        h = nn.Dense(64, name="fc2")(h)
        return x + h

rng = np.random.default_rng(0)
torch_w = {
    "ln.weight": 1 + 0.1 * rng.normal(size=64), "ln.bias": 0.1 * rng.normal(size=64),
    "fc1.weight": rng.normal(size=(256, 64)) * 0.3, "fc1.bias": rng.normal(size=256) * 0.1,
    "fc2.weight": rng.normal(size=(64, 256)) * 0.1, "fc2.bias": rng.normal(size=64) * 0.1,
}
x = rng.normal(size=(8, 32, 64)).astype(np.float32) * 0.02   # small-variance hidden states, as in the dump

def torch_reference(x):
    x = x.astype(np.float64)
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-12) * torch_w["ln.weight"] + torch_w["ln.bias"]
    h = h @ torch_w["fc1.weight"].T + torch_w["fc1.bias"]
    h = 0.5 * h * (1 + np.vectorize(math.erf)(h / math.sqrt(2)))
    h = h @ torch_w["fc2.weight"].T + torch_w["fc2.bias"]
    return x + h

params = {
    "ln": {"scale": torch_w["ln.weight"], "bias": torch_w["ln.bias"]},
    "fc1": {"kernel": torch_w["fc1.weight"].T, "bias": torch_w["fc1.bias"]},
    "fc2": {"kernel": torch_w["fc2.weight"].T, "bias": torch_w["fc2.bias"]},
}
params = jax.tree_util.tree_map(lambda a: jnp.asarray(a, jnp.float32), params)
ref = torch_reference(x)
out = np.asarray(FFN().apply({"params": params}, jnp.asarray(x)), np.float64)
diff = np.abs(out - ref)
print(f"output shape flax={out.shape} torch={ref.shape}")
print(f"max abs diff   = {diff.max():.3e}")
print(f"mean abs diff  = {diff.mean():.3e}")
print(f"allclose(atol=1e-5, rtol=1e-4): {np.allclose(out, ref, atol=1e-5, rtol=1e-4)}")
worst = np.unravel_index(diff.argmax(), diff.shape)
print(f"worst element {worst}: flax={out[worst]:.6f} torch={ref[worst]:.6f}")
