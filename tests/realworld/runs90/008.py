import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
import flax.linen as nn
cfg = {"mesh_shape": (2, 4), "mesh_axes": ("data", "model"), "batch_size": 64}  # from the 8-GPU launch config
print("jax", jax.__version__, "local devices:", jax.local_device_count())
mesh = jax.make_mesh(cfg["mesh_shape"], cfg["mesh_axes"])
print(mesh)
class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(256)(x)))
x = jnp.ones((cfg["batch_size"], 128))
x = jax.device_put(x, NamedSharding(mesh, P("data", None)))
params = MLP().init(jax.random.key(0), x)
