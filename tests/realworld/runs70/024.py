import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import PartitionSpec as P
from jax import shard_map

from jax.sharding import Mesh
mesh = Mesh(np.array(jax.devices()), ("data",))
print("devices", jax.device_count(), "mesh", dict(mesh.shape))
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = (np.tanh(X[:, :4]).sum(1, keepdims=True)).astype(np.float32)
params = {"w1": jnp.asarray(rng.normal(size=(16, 32)) * 0.2, jnp.float32), "w2": jnp.zeros((32, 1))}
tx = optax.adam(1e-2); st = tx.init(params)

def loss_fn(p, x, y):
    return jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)

def local_grads(p, x, y):
    l, g = jax.value_and_grad(loss_fn)(p, x, y)
    return jax.lax.pmean(l, "data"), jax.lax.pmean(g, "data")

grads = shard_map(local_grads, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=(P(), P()))

@jax.jit
def step(p, st, x, y):
    l, g = grads(p, x, y)
    u, st = tx.update(g, st)
    return optax.apply_updates(p, u), st, l

for epoch in range(10):
    for i in range(0, 1024, 128):
        params, st, l = step(params, st, X[i:i+128], Y[i:i+128])
    print(f"epoch {epoch}  loss {float(l):.5f}")
print("finished")
