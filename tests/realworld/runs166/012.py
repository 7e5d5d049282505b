"""Data-parallel training script from a 2022 blog post (xmap / maps era), run on a current JAX install."""
import numpy as np
import jax, jax.numpy as jnp
from jax.experimental.maps import Mesh
from jax.experimental.pjit import pjit, PartitionSpec as P
import flax.linen as nn
import optax

devices = np.array(jax.devices()).reshape(-1)
mesh = Mesh(devices, ("dp",))

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 784)))["params"]
print("initialised", sum(p.size for p in jax.tree_util.tree_leaves(params)), "params")
