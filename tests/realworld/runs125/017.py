"""Sharded linear-regression training following a 2023 pjit tutorial (2 CPU devices)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
import numpy as np
import jax
import jax.numpy as jnp
import optax

print("jax", jax.__version__, "devices", jax.devices())
jax.config.update("jax_array", True)
jax.config.update("jax_parallel_functions_output_gda", True)

from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("dp",))
X = np.random.randn(512, 16).astype(np.float32)
w_true = np.random.randn(16, 1).astype(np.float32)
Y = X @ w_true
tx = optax.sgd(0.1)
params = {"w": jnp.zeros((16, 1))}
opt_state = tx.init(params)


def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.losses.l2_loss(x @ p["w"], y).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


p_step = pjit(train_step, in_shardings=(None, None, P("dp"), P("dp")), out_shardings=None)
with mesh:
    for i in range(20):
        params, opt_state, loss = p_step(params, opt_state, X, Y)
        if i % 5 == 0:
            print(f"step {i} loss {float(loss):.5f}")
