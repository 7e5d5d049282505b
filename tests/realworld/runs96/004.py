"""Flax linen CNN with BatchNorm and Dropout on synthetic digits; train/eval loop with batch_stats."""
import logging
import time
from typing import Any
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")


class TrainState(train_state.TrainState):
    batch_stats: Any


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(4)(x)


def make_data(rng, n):
    y = rng.integers(0, 4, size=n)
    x = rng.normal(scale=0.5, size=(n, 12, 12, 1)).astype(np.float32)
    for c in range(4):  # class-dependent quadrant is bright
        r, q = divmod(c, 2)
        x[y == c, r * 6:(r + 1) * 6, q * 6:(q + 1) * 6] += 1.0
    return x, y


rng = np.random.default_rng(0)
x_tr, y_tr = make_data(rng, 1536)
x_va, y_va = make_data(rng, 256)
model = Net()
key = jax.random.PRNGKey(0)
key, init_key = jax.random.split(key)
variables = model.init(init_key, x_tr[:1], train=False)
state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                          batch_stats=variables["batch_stats"], tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                     rngs={"dropout": dropout_key}, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (logits, upd)
    (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


BS = 64
steps = len(x_tr) // BS
for epoch in range(1, 5):
    t0 = time.time()
    perm = rng.permutation(len(x_tr))
    tl, ta = [], []
    for s in range(steps):
        idx = perm[s * BS:(s + 1) * BS]
        key, dk = jax.random.split(key)
        state, loss, acc = train_step(state, x_tr[idx], y_tr[idx], dk)
        tl.append(float(loss)); ta.append(float(acc))
    vl, va = eval_step(state, x_va, y_va)
    dt = time.time() - t0
    print(f"Epoch {epoch}/4")
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt / steps * 1000:.0f}ms/step - "
          f"loss: {np.mean(tl):.4f} - accuracy: {np.mean(ta):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
