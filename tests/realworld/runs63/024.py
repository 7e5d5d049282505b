# Flax linen Transformer-style model: inference helper ported from the torch code, which did
# model.load_state_dict(torch.load(...)) and model(x). Here the params come from the saved
# msgpack and are passed straight to apply.
import jax
import jax.numpy as jnp
import flax.linen as nn
from flax import serialization


class Block(nn.Module):
    dim: int = 32

    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm()(x)
        h = nn.Dense(self.dim * 4)(h)
        h = nn.Dense(self.dim)(nn.gelu(h))
        return x + h


class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        for _ in range(2):
            x = Block()(x)
        return nn.Dense(5)(x)


model = Model()
x = jnp.ones((2, 10, 16))
variables = model.init(jax.random.PRNGKey(0), x)
with open("/tmp/runs63_024.msgpack", "wb") as f:
    f.write(serialization.to_bytes(variables["params"]))   # training script saved only the params

with open("/tmp/runs63_024.msgpack", "rb") as f:
    params = serialization.msgpack_restore(f.read())
print("top-level keys:", list(params.keys()))
logits = model.apply(params, x)
print(logits.shape)
