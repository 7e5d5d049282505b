"""Sharded training of a linen MLP classifier on 4 host devices (pjit-style jit with in/out shardings)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"

import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state
from jax.sharding import NamedSharding, PartitionSpec as P

print(f"jax {jax.__version__}  devices: {jax.devices()}")


class Classifier(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(self.num_classes)(x)


def synthetic_digits(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(7).normal(size=(10, 64)).astype(np.float32)
    y = rng.integers(0, 10, n).astype(np.int32)
    x = centers[y] + 0.8 * rng.normal(size=(n, 64)).astype(np.float32)
    return x, y


mesh = jax.make_mesh((4,), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
replicated = NamedSharding(mesh, P())

model = Classifier()
params = model.init(jax.random.key(0), jnp.zeros((1, 64)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
state = jax.device_put(state, replicated)


def train_step(state, images, labels):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = jnp.mean(jnp.argmax(logits, -1) == labels)
    return state.apply_gradients(grads=grads), {"loss": loss, "accuracy": acc}


# (state, batch) -> (state, metrics); batch sharded over the data axis
p_train_step = jax.jit(
    train_step,
    in_shardings=(replicated, data_sharding),
    out_shardings=(replicated, replicated),
    donate_argnums=(0,),
)

x_train, y_train = synthetic_digits(8192, 0)
bs = 256
for epoch in range(3):
    t0 = time.time()
    perm = np.random.default_rng(epoch).permutation(len(x_train))
    for step in range(len(x_train) // bs):
        idx = perm[step * bs:(step + 1) * bs]
        images = jax.device_put(x_train[idx], data_sharding)
        labels = jax.device_put(y_train[idx], data_sharding)
        state, metrics = p_train_step(state, images, labels)
        if step % 10 == 0:
            print({"epoch": epoch, "step": int(state.step), "loss": round(float(metrics["loss"]), 4),
                   "accuracy": round(float(metrics["accuracy"]), 4)})
    print(f"epoch {epoch} finished in {time.time() - t0:.1f}s")
