"""Data-parallel training with jax.shard_map over 4 (host-platform) CPU devices; params replicated,
batch sharded over the 'data' axis, gradients averaged with pmean."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("data",))
print(f"devices={jax.device_count()} mesh={dict(mesh.shape)}")


def init(key, sizes=(32, 128, 128, 5)):
    params = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        k = jax.random.fold_in(key, i)
        params.append({"w": jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a), "b": jnp.zeros(b)})
    return params


def apply(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


tx = optax.adamw(1e-3)


@functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")),
                   out_specs=(P(), P(), P()))
def dp_step(params, opt_state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(lf)(params)
    grads = jax.lax.pmean(grads, "data")
    loss = jax.lax.pmean(loss, "data")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


train_step = jax.jit(dp_step)
rng = np.random.default_rng(0)
W = rng.normal(size=(32, 5))
params = init(jax.random.key(0))
opt_state = tx.init(params)
sharding = NamedSharding(mesh, P("data"))
t0 = time.time()
for step in range(1, 201):
    x = rng.normal(size=(256, 32)).astype(np.float32)
    y = (x @ W).argmax(-1).astype(np.int32)
    x, y = jax.device_put(x, sharding), jax.device_put(y, sharding)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 25 == 0:
        print(f"step {step:4d}  loss {float(loss):.4f}  ({(time.time() - t0) / step * 1000:.1f} ms/step)")
print("done")
