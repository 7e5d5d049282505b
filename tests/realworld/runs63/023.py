# Healthy: data-parallel linear-regression training on a 4-device CPU mesh with jax.sharding
# (batch sharded over 'data', params replicated); jit inserts the gradient all-reduce.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("data",))
batch_sh = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())
print("devices:", jax.device_count(), "mesh:", dict(mesh.shape))

rng = np.random.default_rng(0)
true_w = rng.normal(size=(32,)).astype(np.float32)
params = jax.device_put({"w": jnp.zeros((32,)), "b": jnp.zeros(())}, repl)
tx = optax.sgd(0.05)
opt_state = jax.device_put(tx.init(params), repl)


@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for s in range(40):
    x = rng.normal(size=(128, 32)).astype(np.float32)
    y = x @ true_w + 0.3 + 0.01 * rng.normal(size=(128,)).astype(np.float32)
    params, opt_state, loss = step(params, opt_state, jax.device_put(x, batch_sh), jax.device_put(y, batch_sh))
    if s % 5 == 0 or s == 39:
        print(f"step {s:2d} loss {float(loss):.5f}  x sharding {x.shape} -> {jax.device_put(x, batch_sh).sharding.spec}")
print("done, |w - w_true| =", float(jnp.linalg.norm(params["w"] - true_w)))
