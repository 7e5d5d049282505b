"""Data-parallel training with jax.shard_map over a 4-device CPU mesh: gradients are averaged with pmean.
XLA_FLAGS=--xla_force_host_platform_device_count=4 simulates 4 devices."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4,), ("data",))
print(f"mesh: {mesh.shape}  devices: {jax.devices()}")
tx = optax.adamw(3e-3)


def mlp(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


@jax.jit
@partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(mlp(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = jax.lax.pmean(grads, "data")
    loss = jax.lax.pmean(loss, "data")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (32, 128)) * 0.1, "b1": jnp.zeros(128),
          "w2": jax.random.normal(k2, (128, 5)) * 0.1, "b2": jnp.zeros(5)}
opt_state = tx.init(params)
rng = np.random.default_rng(0)
W = rng.normal(size=(32, 5))
data_sharding = NamedSharding(mesh, P("data"))
for step in range(1, 121):
    x = rng.normal(size=(256, 32)).astype(np.float32)
    y = (x @ W).argmax(1).astype(np.int32)
    x, y = jax.device_put(x, data_sharding), jax.device_put(y, data_sharding)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 20 == 0:
        print(f"step {step:3d}  loss {float(loss):.4f}  x.sharding={x.sharding.spec}")
print("done")
