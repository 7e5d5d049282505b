"""Parity check: Flax port of a 3-layer MLP scorer vs the fp32 reference implementation.
Weights come from the reference (numpy export of the torch state_dict, Linear weights transposed);
model config copied from the TPU training config."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

config = {"hidden_sizes": [256, 256], "n_out": 8, "dtype": "bfloat16", "layer_norm_eps": 1e-5}
print("port config:", config)

rng = np.random.default_rng(0)
sizes = [128] + config["hidden_sizes"] + [config["n_out"]]
state_dict = {}
for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
    state_dict[f"layers.{i}.weight"] = (rng.normal(size=(b, a)) / np.sqrt(a)).astype(np.float32)
    state_dict[f"layers.{i}.bias"] = (0.1 * rng.normal(size=b)).astype(np.float32)

def reference_forward(sd, x):            # exact re-implementation of the torch module (fp32)
    n = len(sizes) - 1
    for i in range(n):
        x = x @ sd[f"layers.{i}.weight"].T + sd[f"layers.{i}.bias"]
        if i < n - 1:
            mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
            x = np.maximum((x - mu) / np.sqrt(var + config["layer_norm_eps"]), 0)
    return x

class Scorer(nn.Module):
    cfg: dict
    @nn.compact
    def __call__(self, x):
        dt = jnp.dtype(self.cfg["dtype"])
        n = len(self.cfg["hidden_sizes"])
        for i, h in enumerate(self.cfg["hidden_sizes"]):
            x = nn.Dense(h, dtype=dt, name=f"layers_{i}")(x)
            x = nn.relu(nn.LayerNorm(epsilon=self.cfg["layer_norm_eps"], use_scale=False, use_bias=False, dtype=dt)(x))
        return nn.Dense(self.cfg["n_out"], dtype=dt, name=f"layers_{n}")(x)

params = {f"layers_{i}": {"kernel": jnp.asarray(state_dict[f"layers.{i}.weight"].T),
                          "bias": jnp.asarray(state_dict[f"layers.{i}.bias"])} for i in range(len(sizes) - 1)}
model = Scorer(config)
x = rng.normal(size=(512, 128)).astype(np.float32)
ref = reference_forward(state_dict, x)
out = np.asarray(model.apply({"params": params}, jnp.asarray(x)), dtype=np.float32)

diff = np.abs(out - ref)
print(f"reference logits[0,:4]: {np.round(ref[0, :4], 5)}")
print(f"flax port  logits[0,:4]: {np.round(out[0, :4], 5)}")
print(f"max abs diff {diff.max():.5f}, mean abs diff {diff.mean():.5f}, allclose(atol=1e-5): {np.allclose(out, ref, atol=1e-5)}")
print(f"top-1 agreement with reference: {(out.argmax(-1) == ref.argmax(-1)).mean():.4f}")
