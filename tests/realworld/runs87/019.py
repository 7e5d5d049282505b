import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# Data-parallel regression with shard_map: grads averaged with pmean over the "data" axis
import jax, jax.numpy as jnp, numpy as np, optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from jax import shard_map

n = len(jax.devices())
print("devices:", n)
mesh = Mesh(np.array(jax.devices()), ("data",))
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 8)).astype(np.float32)
w_true = rng.normal(size=(8, 1)).astype(np.float32)
Y = X @ w_true + 0.01 * rng.normal(size=(1024, 1)).astype(np.float32)
params = {"w": jnp.zeros((8, 1)), "b": jnp.zeros(1)}
tx = optax.sgd(0.05); opt_state = tx.init(params)

def local_step(params, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    g = jax.lax.pmean(g, "data"); loss = jax.lax.pmean(loss, "data")
    return loss, g

sharded = jax.jit(shard_map(local_step, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=(P(), P())))
xs = jax.device_put(X, NamedSharding(mesh, P("data"))); ys = jax.device_put(Y, NamedSharding(mesh, P("data")))
for epoch in range(12):
    loss, g = sharded(params, xs, ys)
    u, opt_state = tx.update(g, opt_state, params)
    params = optax.apply_updates(params, u)
    print(f"epoch {epoch} loss {float(loss):.5f}")
print("training finished")
