"""Data+model parallel linear-probe training with pjit, adapted from an EasyLM-era (2022) script.
Run with XLA_FLAGS=--xla_force_host_platform_device_count=4."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np
import jax
import jax.numpy as jnp
import optax
from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as PS

print("jax", jax.__version__, "devices:", jax.devices())
devices = np.array(jax.devices()).reshape(2, 2)
mesh = Mesh(devices, ("dp", "mp"))

D_IN, D_OUT = 256, 64
tx = optax.adam(1e-3)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (D_IN, D_OUT)) * 0.02, "b": jnp.zeros((D_OUT,))}


def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


param_spec = {"w": PS(None, "mp"), "b": PS("mp")}
sharded_init = pjit(init_params, in_axis_resources=None, out_axis_resources=param_spec)
with mesh:
    params = sharded_init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    p_step = pjit(train_step,
                  in_axis_resources=(param_spec, None, PS("dp", None), PS("dp", None)),
                  out_axis_resources=(param_spec, None, None))
    rng = np.random.default_rng(0)
    W = rng.normal(size=(D_IN, D_OUT)).astype(np.float32) / 16
    for step in range(20):
        x = rng.normal(size=(64, D_IN)).astype(np.float32)
        params, opt_state, loss = p_step(params, opt_state, x, x @ W)
        if step % 5 == 0:
            print(f"step {step} loss {float(loss):.5f}")
