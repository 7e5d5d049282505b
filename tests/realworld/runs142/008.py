"""Flax linen CNN with BatchNorm + Dropout on synthetic 'shapes' images; Keras-style progress output."""
import time
from typing import Any
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    x = rng.normal(0, 0.3, (n, 24, 24, 1)).astype(np.float32)
    for i, c in enumerate(y):
        if c == 0: x[i, 6:18, 11:13, 0] += 1.0            # vertical bar
        elif c == 1: x[i, 11:13, 6:18, 0] += 1.0          # horizontal bar
        else: x[i, 8:16, 8:16, 0] += 0.6                  # square
    return x, y.astype(np.int32)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        for f in (16, 32):
            x = nn.Conv(f, (3, 3))(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.max_pool(nn.relu(x), (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        x = nn.Dropout(0.2, deterministic=not train)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(3)(x)

class TrainState(train_state.TrainState):
    batch_stats: Any

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                     mutable=["batch_stats"], rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, upd)
    (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss, jnp.mean(jnp.argmax(logits, -1) == y)

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), jnp.mean(jnp.argmax(logits, -1) == y)

xtr, ytr = make_data(1600, 0); xva, yva = make_data(400, 1)
model = CNN()
v = model.init(jax.random.key(0), xtr[:2], train=False)
state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=optax.adam(1e-3))
key = jax.random.key(1)
bs, n_b = 32, len(xtr) // 32
EPOCHS = 4
for ep in range(EPOCHS):
    print(f"Epoch {ep+1}/{EPOCHS}")
    t0 = time.time(); ls, accs = [], []
    perm = np.random.default_rng(ep).permutation(len(xtr))
    for b in range(n_b):
        idx = perm[b*bs:(b+1)*bs]
        key, sub = jax.random.split(key)
        state, l, a = train_step(state, xtr[idx], ytr[idx], sub)
        ls.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state, xva, yva)
    dt = time.time() - t0
    print(f"{n_b}/{n_b} [==============================] - {dt:.0f}s {1000*dt/n_b:.0f}ms/step - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
