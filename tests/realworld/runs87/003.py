# Converting a torch LayerNorm+Linear block state_dict to Flax: keep the torch names
import numpy as np, jax, jax.numpy as jnp
import flax.linen as nn

class Block(nn.Module):
    dim: int = 128
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(name="norm")(x)
        h = nn.Dense(4 * self.dim, name="fc1")(h)
        h = nn.gelu(h, approximate=False)
        h = nn.Dense(self.dim, name="fc2")(h)
        return x + h

rng = np.random.default_rng(0)
torch_sd = {
    "norm.weight": np.ones(128, np.float32), "norm.bias": np.zeros(128, np.float32),
    "fc1.weight": rng.normal(size=(512, 128)).astype(np.float32) * 0.02, "fc1.bias": np.zeros(512, np.float32),
    "fc2.weight": rng.normal(size=(128, 512)).astype(np.float32) * 0.02, "fc2.bias": np.zeros(128, np.float32),
}

def convert(sd):
    out = {}
    for k, v in sd.items():
        mod, name = k.split(".")
        if mod.startswith("fc") and name == "weight":
            v = v.T  # torch Linear stores (out, in)
        out.setdefault(mod, {})[name] = jnp.asarray(v)
    return out

params = convert(torch_sd)
print(jax.tree.map(lambda a: a.shape, params))
model = Block()
x = jax.random.normal(jax.random.PRNGKey(0), (4, 16, 128))
y = model.apply({"params": params}, x)
print("out", y.shape, float(y.std()))
