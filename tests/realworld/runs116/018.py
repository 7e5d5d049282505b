"""Gradient accumulation for a small seq2seq-ish regressor; accumulation helpers from our 2021 training utils."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

ACCUM, MICRO_BATCH, UPDATES = 8, 16, 30


def tree_add(a, b):
    return jax.tree_util.tree_multimap(lambda x, y: x + y, a, b)


def tree_scale(a, s):
    return jax.tree_util.tree_map(lambda x: x * s, a)


class GRURegressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        cell = nn.GRUCell(features=32)
        carry = cell.initialize_carry(jax.random.PRNGKey(0), x[:, 0].shape)
        carry, _ = nn.RNN(cell, return_carry=True)(x, initial_carry=carry)
        return nn.Dense(1)(carry)[:, 0]


model = GRURegressor()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 20, 3)))
tx = optax.adam(2e-3)
opt_state = tx.init(params)


@jax.jit
def grad_fn(params, x, y):
    return jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)


@jax.jit
def apply_fn(params, opt_state, grads):
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state


rng = np.random.default_rng(0)
print(f"effective batch = {ACCUM} x {MICRO_BATCH} = {ACCUM * MICRO_BATCH}")
t0 = time.time()
for update in range(UPDATES):
    acc, tot = None, 0.0
    for _ in range(ACCUM):
        x = rng.normal(size=(MICRO_BATCH, 20, 3)).astype(np.float32)
        y = x[:, :, 0].cumsum(1)[:, -1] * 0.2
        loss, g = grad_fn(params, x, y)
        acc = g if acc is None else tree_add(acc, g)
        tot += float(loss)
    params, opt_state = apply_fn(params, opt_state, tree_scale(acc, 1.0 / ACCUM))
    print(f"update {update + 1}/{UPDATES} loss {tot / ACCUM:.4f} ({time.time() - t0:.1f}s)")
