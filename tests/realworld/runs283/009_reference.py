"""Reference run (stand-in for the PyTorch baseline: fp32 weights, autocast off). Writes reference_losses_009.json."""
import json
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

IN, OUT = 16, 4


class Regressor(nn.Module):
    dtype: jnp.dtype = jnp.float32
    param_dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        for w in (256, 256, 128):
            x = nn.tanh(nn.Dense(w, dtype=self.dtype, param_dtype=self.param_dtype)(x))
        return nn.Dense(OUT, dtype=self.dtype, param_dtype=self.param_dtype)(x)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, IN)).astype(np.float32)
    y = np.stack([np.sin(3 * x[:, 0]) * x[:, 1], np.cos(2 * x[:, 2] + x[:, 3]),
                  x[:, 4] * x[:, 5] - x[:, 6] ** 2, np.tanh(x[:, 7:].sum(1))], axis=1).astype(np.float32)
    return x, y


def run(dtype, param_dtype, steps=1500, log=None):
    x, y = make_data(8192, 0)
    model = Regressor(dtype=dtype, param_dtype=param_dtype)
    params = model.init(jax.random.key(0), jnp.zeros((1, IN), dtype))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-4))

    @jax.jit
    def step_fn(state, xb, yb):
        def lf(p):
            pred = state.apply_fn({"params": p}, xb.astype(dtype))
            return jnp.mean((pred.astype(jnp.float32) - yb) ** 2)
        loss, g = jax.value_and_grad(lf)(state.params)
        return state.apply_gradients(grads=g), loss

    rng = np.random.default_rng(0)
    losses = {}
    for s in range(1, steps + 1):
        j = rng.integers(0, len(x), size=128)
        state, loss = step_fn(state, jnp.asarray(x[j]), jnp.asarray(y[j]))
        if s % 100 == 0:
            losses[s] = float(loss)
            if log:
                log(s, float(loss))
    return losses


if __name__ == "__main__":
    ref = run(jnp.float32, jnp.float32, log=lambda s, l: print(f"step {s} loss {l:.5f}"))
    json.dump(ref, open("reference_losses_009.json", "w"), indent=1)
