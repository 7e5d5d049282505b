# Data-parallel training with jax.pmap, batch reshaped to (n_devices, per_device, ...).
# n_devices taken from the training config of the 8-chip TPU host; run here on a 4-device CPU host.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax
import jax.numpy as jnp
import numpy as np

CONFIG = {"n_devices": 8, "per_device_batch": 16, "lr": 0.1}
print("config:", CONFIG)
print("jax devices:", jax.devices())

n = CONFIG["n_devices"]
rng = np.random.default_rng(0)
X = rng.normal(size=(n * CONFIG["per_device_batch"], 8)).astype(np.float32)
Y = X @ np.arange(8, dtype=np.float32)
w = jnp.zeros((8,))


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def update(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    g = jax.lax.pmean(g, "batch")
    return w - CONFIG["lr"] * g, jax.lax.pmean(loss, "batch")


p_update = jax.pmap(update, axis_name="batch")
w_rep = jnp.stack([w] * n)
xs = X.reshape(n, -1, 8)
ys = Y.reshape(n, -1)
for step in range(5):
    w_rep, loss = p_update(w_rep, xs, ys)
    print("step", step, "loss", float(loss[0]))
