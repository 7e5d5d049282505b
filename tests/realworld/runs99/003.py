"""Data-parallel training with jax.pmap. Written for an 8-chip TPU host; tested locally on CPU with
XLA_FLAGS=--xla_force_host_platform_device_count=4."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import jax_utils
from flax.training import train_state
import flax.linen as nn

NUM_DEVICES = 8          # v3-8
PER_DEVICE_BATCH = 16


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        return nn.Dense(10)(x)


def create_state(key):
    model = CNN()
    params = model.init(key, jnp.ones((1, 16, 16, 1)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))


@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    loss = jax.lax.pmean(loss, "batch")
    return state.apply_gradients(grads=grads), loss


def main():
    print(f"jax {jax.__version__} process {jax.process_index()} local devices: {jax.local_device_count()}")
    print(jax.devices())
    state = create_state(jax.random.PRNGKey(0))
    state = jax_utils.replicate(state)
    rng = np.random.default_rng(0)
    global_batch = NUM_DEVICES * PER_DEVICE_BATCH
    for step in range(1, 51):
        x = rng.normal(size=(global_batch, 16, 16, 1)).astype(np.float32)
        y = rng.integers(0, 10, size=(global_batch,))
        x = x.reshape(NUM_DEVICES, PER_DEVICE_BATCH, 16, 16, 1)
        y = y.reshape(NUM_DEVICES, PER_DEVICE_BATCH)
        state, loss = train_step(state, x, y)
        if step % 10 == 0:
            print(f"step {step}: loss={float(loss[0]):.4f}")


if __name__ == "__main__":
    main()
