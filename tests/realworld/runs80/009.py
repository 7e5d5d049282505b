# 4-way data-parallel autoregressive forecaster (shard_map), ported from a torch DDP script
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import optax
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding
from jax import shard_map

mesh = Mesh(np.array(jax.devices()), ("data",))
print("mesh:", mesh.shape)

WIN = 24
rng = np.random.default_rng(0)
t = np.arange(20000)
series = (np.sin(t / 7.0) + 0.5 * np.sin(t / 23.0) + 0.1 * rng.normal(size=t.size)).astype(np.float32)
X = np.stack([series[i:i + WIN] for i in range(len(series) - WIN)])
Y = series[WIN:]
X = (X - X.mean()) / X.std()

params = {"w": jnp.zeros((WIN,)), "b": jnp.zeros(())}
tx = optax.sgd(learning_rate=0.01, momentum=0.9)   # same lr as the single-GPU run
opt_state = tx.init(params)

def loss_fn(p, x, y):
    pred = x @ p["w"] + p["b"]
    return jnp.mean((pred - y) ** 2)

@jax.jit
@partial(shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(p, s, x, y):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y)
    # DDP all-reduces gradients
    g = jax.lax.psum(g, "data")
    loss = jax.lax.pmean(loss, "data")
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss

sh = NamedSharding(mesh, P("data"))
BS = 256
for epoch in range(6):
    perm = rng.permutation(len(X))
    losses = []
    for i in range(0, len(X) - BS + 1, BS):
        idx = perm[i:i + BS]
        params, opt_state, loss = train_step(params, opt_state, jax.device_put(X[idx], sh), jax.device_put(Y[idx], sh))
        losses.append(float(loss))
        if i // BS % 20 == 0:
            print(f"epoch {epoch} step {i // BS} loss {losses[-1]:.5f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.5f}")
