"""Megatron-style sharding rules for a small transformer block, applied with jax.device_put on a 2x2 mesh."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import re
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

class Block(nnx.Module):
    def __init__(self, d, h, *, rngs):
        self.ln1 = nnx.LayerNorm(d, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=h, in_features=d, decode=False, rngs=rngs)
        self.ln2 = nnx.LayerNorm(d, rngs=rngs)
        self.up = nnx.Linear(d, 4 * d, rngs=rngs)
        self.down = nnx.Linear(4 * d, d, rngs=rngs)
    def __call__(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.down(nnx.gelu(self.up(self.ln2(x))))

# (regex on the parameter path, PartitionSpec) -- first match wins
SHARDING_RULES = [
    (r"attn/(query|key|value)/kernel", P(None, "model", None)),
    (r"attn/out/kernel", P("model", None, None)),
    (r"up/kernel", P("data", "model")),
    (r"down/kernel", P("model", "data")),
    (r"up/bias", P("model")),
    (r"attn/.*/bias", P("model", "model")),
    (r".*", P()),
]

def spec_for(path):
    name = "/".join(str(k) for k in path)
    for pat, spec in SHARDING_RULES:
        if re.search(pat, name):
            return spec

mesh = Mesh(np.array(jax.devices()).reshape(2, 2), ("data", "model"))
print("mesh:", dict(mesh.shape))
model = Block(64, 4, rngs=nnx.Rngs(0))
graphdef, state = nnx.split(model)
flat = nnx.to_flat_state(state)
for path, v in flat:
    print(f"  {'/'.join(map(str, path)):28s} {str(v.value.shape):16s} -> {spec_for(path)}")

sharded = jax.tree_util.tree_map_with_path(
    lambda path, v: jax.device_put(v, NamedSharding(mesh, spec_for([getattr(k, 'key', k) for k in path]))),
    state)
model = nnx.merge(graphdef, sharded)
x = jnp.ones((8, 16, 64))
y = nnx.jit(lambda m, x: m(x))(model, x)
print("forward ok", y.shape)
