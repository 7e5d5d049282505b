"""Data-parallel ViT-ish patch MLP with jax.pmap over 2 host devices (rewritten from torch DDP)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import functools
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

PATCH, IMG, BATCH = 4, 16, 64


class PatchMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        b = x.shape[0]
        x = x.reshape(b, IMG // PATCH, PATCH, IMG // PATCH, PATCH, 3).transpose(0, 1, 3, 2, 4, 5)
        x = x.reshape(b, (IMG // PATCH) ** 2, PATCH * PATCH * 3)
        x = nn.Dense(64)(x)
        x = x + nn.Dense(64)(nn.gelu(nn.Dense(128)(nn.LayerNorm()(x))))
        return nn.Dense(10)(nn.LayerNorm()(x.mean(1)))


@functools.partial(jax.pmap, axis_name="dp")
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.lax.pmean(grads, "dp")
    return state.apply_gradients(grads=grads), jax.lax.pmean(loss, "dp")


n_dev = jax.local_device_count()
print(f"local devices: {n_dev}")
model = PatchMLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IMG, IMG, 3)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3))
# DDP broadcasts parameters from rank 0 automatically

rng = np.random.default_rng(0)
for step in range(100):
    x = rng.normal(size=(BATCH, IMG, IMG, 3)).astype(np.float32)
    y = rng.integers(0, 10, BATCH).astype(np.int32)
    x = x.reshape(n_dev, BATCH // n_dev, IMG, IMG, 3)
    y = y.reshape(n_dev, BATCH // n_dev)
    state, loss = train_step(state, x, y)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss[0]):.4f}")
