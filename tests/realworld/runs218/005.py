# Load converted PyTorch BERT-style classifier weights (state_dict saved as .npz) into a Flax linen model
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
from flax import serialization, traverse_util

class Block(nn.Module):
    d: int
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(name="ln")(x)
        h = nn.Dense(4 * self.d, name="fc1")(h)
        h = nn.Dense(self.d, name="fc2")(nn.gelu(h))
        return x + h

class Classifier(nn.Module):
    d: int = 64
    n_layers: int = 2
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.d, name="proj")(x)
        for i in range(self.n_layers):
            x = Block(self.d, name=f"block_{i}")(x)
        return nn.Dense(2, name="head")(x.mean(1))

# --- produce the "torch" checkpoint (weight/bias naming, layers.N prefix) ---
rng = np.random.default_rng(0)
torch_sd = {"proj.weight": rng.normal(size=(64, 16)), "proj.bias": np.zeros(64)}
for i in range(2):
    torch_sd[f"layers.{i}.ln.weight"] = np.ones(64); torch_sd[f"layers.{i}.ln.bias"] = np.zeros(64)
    torch_sd[f"layers.{i}.fc1.weight"] = rng.normal(size=(256, 64)); torch_sd[f"layers.{i}.fc1.bias"] = np.zeros(256)
    torch_sd[f"layers.{i}.fc2.weight"] = rng.normal(size=(64, 256)); torch_sd[f"layers.{i}.fc2.bias"] = np.zeros(64)
torch_sd["head.weight"] = rng.normal(size=(2, 64)); torch_sd["head.bias"] = np.zeros(2)
np.savez("torch_classifier.npz", **torch_sd)

# --- conversion ---
sd = dict(np.load("torch_classifier.npz"))
print(f"loaded {len(sd)} tensors from torch_classifier.npz")
flat = {}
for k, v in sd.items():
    parts = k.split(".")
    name = parts[-1]
    if name == "weight":
        if parts[-2] == "ln":
            new, v = "scale", v
        else:
            new, v = "kernel", v.T
    else:
        new = "bias"
    flat[tuple(parts[:-1]) + (new,)] = jnp.asarray(v, jnp.float32)
converted = traverse_util.unflatten_dict(flat)
# torch ModuleList "layers.0" -> nested {"layers": {"0": ...}}

model = Classifier()
variables = model.init(jax.random.key(0), jnp.ones((1, 8, 16)))
params = serialization.from_state_dict(variables["params"], converted)
print("weights loaded")
x = jnp.asarray(rng.normal(size=(4, 8, 16)), jnp.float32)
print(model.apply({"params": params}, x))
