"""Contrastive (SimCLR-style) embedding training, data parallel with shard_map on a 4-device mesh.
Config comes from the single-GPU PyTorch run (batch_size=30)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import Mesh, PartitionSpec as P

CONFIG = {"batch_size": 30, "temperature": 0.2, "lr": 3e-4, "steps": 100, "dim": 48, "proj": 32}
mesh = Mesh(np.array(jax.devices()), ("data",))
print("config:", CONFIG)
print("mesh:", mesh)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (CONFIG["dim"], 128)) * 0.1,
            "w2": jax.random.normal(k2, (128, CONFIG["proj"])) * 0.1}


def embed(p, x):
    z = jax.nn.relu(x @ p["w1"]) @ p["w2"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def nt_xent(p, a, b):
    za, zb = embed(p, a), embed(p, b)
    za = jax.lax.all_gather(za, "data", tiled=True)
    zb = jax.lax.all_gather(zb, "data", tiled=True)
    logits = za @ zb.T / CONFIG["temperature"]
    labels = jnp.arange(logits.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


tx = optax.adam(CONFIG["lr"])


@jax.jit
@functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def step(p, s, a, b):
    loss, g = jax.value_and_grad(nt_xent)(p, a, b)
    g = jax.lax.pmean(g, "data")
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, jax.lax.pmean(loss, "data")


rng = np.random.default_rng(0)
params = init(jax.random.key(0))
opt_state = tx.init(params)
for it in range(1, CONFIG["steps"] + 1):
    base = rng.normal(size=(CONFIG["batch_size"], CONFIG["dim"])).astype(np.float32)
    view_a = base + 0.1 * rng.normal(size=base.shape).astype(np.float32)
    view_b = base + 0.1 * rng.normal(size=base.shape).astype(np.float32)
    params, opt_state, loss = step(params, opt_state, view_a, view_b)
    if it % 10 == 0:
        print(f"it {it} nt_xent {float(loss):.4f}")
