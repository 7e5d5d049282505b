import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P
from jax import shard_map
import numpy as np

devices = np.array(jax.devices())
mesh = Mesh(devices, axis_names=("data",))
print("devices:", jax.devices())

def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)

def dp_grad(w, x, y):
    g = jax.grad(loss_fn)(w, x, y)
    return jax.lax.pmean(g, axis_name="batch")     # name from the pmap version of the script

step = jax.jit(shard_map(dp_grad, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P()))
w = jnp.zeros((8, 1)); x = jnp.ones((64, 8)); y = jnp.ones((64, 1))
for i in range(3):
    w = w - 0.1 * step(w, x, y)
    print("step", i, float(loss_fn(w, x, y)))
