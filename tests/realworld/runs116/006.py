"""Data-parallel MLP classifier with jax.pmap over 2 host devices, sharded batches."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import functools
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

GLOBAL_BATCH = 128
EPOCHS = 4


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(4)(x)


def make_dataset(n=4096, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    centers = rng.normal(size=(4, 20)) * 2
    x = centers[y] + rng.normal(size=(n, 20))
    return x.astype(np.float32), y.astype(np.int32)


def shard(batch, n_dev):
    return jax.tree_util.tree_map(lambda a: a.reshape((n_dev, -1) + a.shape[1:]), batch)


@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    loss = jax.lax.pmean(loss, "batch")
    acc = jax.lax.pmean((logits.argmax(-1) == y).mean(), "batch")
    return state.apply_gradients(grads=grads), loss, acc


def main():
    n_dev = jax.local_device_count()
    print(f"devices: {jax.devices()}  (n={n_dev}), per-device batch {GLOBAL_BATCH // n_dev}")
    x, y = make_dataset()
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 20)))["params"]
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=20, decay_steps=EPOCHS * (len(x) // GLOBAL_BATCH))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(sched))
    state = jax.device_put_replicated(state, jax.local_devices()) if hasattr(jax, "device_put_replicated") else \
        jax.tree_util.tree_map(lambda a: jnp.stack([a] * n_dev), state)
    rng = np.random.default_rng(1)
    steps = len(x) // GLOBAL_BATCH
    for epoch in range(EPOCHS):
        perm = rng.permutation(len(x))
        t0 = time.time()
        for s in range(steps):
            idx = perm[s * GLOBAL_BATCH:(s + 1) * GLOBAL_BATCH]
            xb, yb = shard((x[idx], y[idx]), n_dev)
            state, loss, acc = train_step(state, xb, yb)
            if s % 10 == 0:
                print(f"epoch {epoch} step {s:3d}/{steps} loss {float(loss[0]):.4f} acc {float(acc[0]):.3f}")
        print(f"epoch {epoch} done in {time.time() - t0:.2f}s")
    print("training finished")


if __name__ == "__main__":
    main()
