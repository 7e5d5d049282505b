import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# 2-D sharding of activations copied from a TPU dp x tp config, mesh built with only the data axis
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import numpy as np
print("jax", jax.__version__, "devices", jax.devices())
mesh = Mesh(np.array(jax.devices()), axis_names=("data",))
D, F = 128, 512
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (D, F)) * 0.02, "w2": jax.random.normal(k2, (F, D)) * 0.02}

def mlp(params, x):
    h = jax.nn.gelu(x @ params["w1"])
    h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("data", "model")))
    return h @ params["w2"]

@jax.jit
def loss_fn(params, x):
    return jnp.mean((mlp(params, x) - x) ** 2)

x = jax.device_put(jax.random.normal(k1, (32, D)), NamedSharding(mesh, P("data")))
print("x sharding", x.sharding)
for i in range(3):
    l, g = jax.value_and_grad(loss_fn)(params, x)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, params, g)
    print("step", i, "loss", float(l))
