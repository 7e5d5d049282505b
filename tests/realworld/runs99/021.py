"""Minimal functional trainer: keeps params/opt_state/step in a small dataclass, like the
`TrainState` object of the PyTorch Lightning version, and jit-compiles the whole update."""
from dataclasses import dataclass, replace
from typing import Any
import jax
import jax.numpy as jnp
import numpy as np
import optax


@dataclass
class TrainState:
    step: int
    params: Any
    opt_state: Any


def init_mlp(key, sizes):
    ps = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        ps.append((jax.random.normal(jax.random.fold_in(key, i), (a, b)) / jnp.sqrt(a), jnp.zeros(b)))
    return ps


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.silu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))


@jax.jit
def train_step(state: TrainState, x, y):
    def lf(p):
        return jnp.mean((mlp(p, x) - y) ** 2)
    loss, g = jax.value_and_grad(lf)(state.params)
    upd, opt_state = tx.update(g, state.opt_state, state.params)
    return replace(state, step=state.step + 1, params=optax.apply_updates(state.params, upd),
                   opt_state=opt_state), loss


params = init_mlp(jax.random.key(0), [8, 64, 64, 1])
state = TrainState(step=0, params=params, opt_state=tx.init(params))
rng = np.random.default_rng(0)
print("starting training: 8 -> 64 -> 64 -> 1, adam 1e-3, clip 1.0")
for _ in range(300):
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = np.tanh(x[:, :1] * x[:, 1:2]).astype(np.float32)
    state, loss = train_step(state, x, y)
    if state.step % 50 == 0:
        print(f"step {state.step} mse {float(loss):.5f}")
