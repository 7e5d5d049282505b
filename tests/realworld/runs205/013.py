"""Parity check after converting a PyTorch MLP-Mixer-style block stack to Flax linen.
The reference activations are recomputed in float64 NumPy with the PyTorch semantics
(nn.GELU() default, nn.LayerNorm(eps=1e-5)), using the same converted weights."""
import math
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

D, H, LAYERS, TOL = 64, 256, 6, 1e-4
_erf = np.vectorize(math.erf)

class FFBlock(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(name="norm")(x)
        h = nn.Dense(H, name="fc1")(h)
        h = nn.gelu(h)
        h = nn.Dense(D, name="fc2")(h)
        return x + h

class Stack(nn.Module):
    @nn.compact
    def __call__(self, x):
        outs = []
        for i in range(LAYERS):
            x = FFBlock(name=f"block_{i}")(x); outs.append(x)
        return x, outs

def torch_reference(sd, x):
    outs = []
    for i in range(LAYERS):
        p = lambda n: sd[f"blocks.{i}.{n}"].astype(np.float64)
        mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
        h = (x - mu) / np.sqrt(var + 1e-5) * p("norm.weight") + p("norm.bias")
        h = h @ p("fc1.weight").T + p("fc1.bias")
        h = 0.5 * h * (1.0 + _erf(h / math.sqrt(2.0)))
        h = h @ p("fc2.weight").T + p("fc2.bias")
        x = x + h; outs.append(x)
    return x, outs

def convert(sd):
    params = {}
    for i in range(LAYERS):
        g = lambda n: jnp.asarray(sd[f"blocks.{i}.{n}"])
        params[f"block_{i}"] = {
            "norm": {"scale": g("norm.weight"), "bias": g("norm.bias")},
            "fc1": {"kernel": g("fc1.weight").T, "bias": g("fc1.bias")},
            "fc2": {"kernel": g("fc2.weight").T, "bias": g("fc2.bias")}}
    return params

def main():
    r = np.random.default_rng(0)
    sd = {}
    for i in range(LAYERS):   # stand-in for torch.load("mixer_ff.pt")
        sd[f"blocks.{i}.norm.weight"] = (1 + 0.1 * r.normal(size=D)).astype(np.float32)
        sd[f"blocks.{i}.norm.bias"] = (0.1 * r.normal(size=D)).astype(np.float32)
        sd[f"blocks.{i}.fc1.weight"] = (r.normal(size=(H, D)) / np.sqrt(D)).astype(np.float32)
        sd[f"blocks.{i}.fc1.bias"] = (0.1 * r.normal(size=H)).astype(np.float32)
        sd[f"blocks.{i}.fc2.weight"] = (r.normal(size=(D, H)) / np.sqrt(H)).astype(np.float32)
        sd[f"blocks.{i}.fc2.bias"] = (0.1 * r.normal(size=D)).astype(np.float32)
    print(f"loaded state_dict with {len(sd)} tensors")
    x = r.normal(size=(16, D)).astype(np.float32)
    params = convert(sd)
    y_flax, outs_flax = Stack().apply({"params": params}, jnp.asarray(x))
    y_ref, outs_ref = torch_reference(sd, x.astype(np.float64))
    for i, (a, b) in enumerate(zip(outs_flax, outs_ref)):
        d = np.abs(np.asarray(a, np.float64) - b)
        print(f"block_{i}: max_abs_diff={d.max():.3e} mean_abs_diff={d.mean():.3e}")
    d = np.abs(np.asarray(y_flax, np.float64) - y_ref).max()
    print(f"final output: flax[0,:4]={np.asarray(y_flax)[0,:4]} ref[0,:4]={y_ref[0,:4]}")
    print(f"parity {'OK' if d < TOL else 'MISMATCH'}: max_abs_diff={d:.3e} (tol={TOL:.0e})")

if __name__ == "__main__":
    main()
