"""Data-parallel SGD with shard_map over 4 host devices: per-shard grads, pmean, replicated params."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import time
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

print("jax", jax.__version__, "devices", jax.device_count())
mesh = jax.make_mesh((4,), ("data",))

def init_params(key, din=32, dh=64, dout=1):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (din, dh)) / jnp.sqrt(din), "b1": jnp.zeros(dh),
            "w2": jax.random.normal(k2, (dh, dout)) / jnp.sqrt(dh), "b2": jnp.zeros(dout)}

def forward(p, x):
    h = jnp.tanh(x @ p["w1"] + p["b1"])
    return (h @ p["w2"] + p["b2"])[:, 0]

def loss_fn(p, x, y):
    return jnp.mean((forward(p, x) - y) ** 2)

tx = optax.adam(3e-3)

@jax.jit
@partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    grads = jax.lax.pmean(grads, "data")
    loss = jax.lax.pmean(loss, "data")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

r = np.random.default_rng(0)
X = r.normal(size=(8192, 32)).astype(np.float32)
w = r.normal(size=32)
Y = np.tanh(X @ w / 4).astype(np.float32)

params = init_params(jax.random.key(0))
opt_state = tx.init(params)
shard = NamedSharding(mesh, P("data"))
gb = 256
t0 = time.time()
for step in range(1, 121):
    i = ((step - 1) * gb) % len(X)
    xb = jax.device_put(X[i:i+gb], shard)
    yb = jax.device_put(Y[i:i+gb], shard)
    params, opt_state, loss = train_step(params, opt_state, xb, yb)
    if step % 20 == 0:
        print(f"step {step:4d}  loss {float(loss):.5f}  ({1000*(time.time()-t0)/step:.1f} ms/step)  x.sharding={xb.sharding.spec}")
print("finished")
