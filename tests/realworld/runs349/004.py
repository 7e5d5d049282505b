# Flax port of a PyTorch regression trainer (manual grad-norm clipping as in the torch loop).
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

MAX_GRAD_NORM = 1.0


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(128)(x))
        x = nn.tanh(nn.Dense(128)(x))
        return nn.Dense(1)(x).squeeze(-1)


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(tree)))


@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    gnorm = global_norm(grads)
    # torch.nn.utils.clip_grad_norm_ equivalent
    if gnorm > MAX_GRAD_NORM:
        grads = jax.tree_util.tree_map(lambda g: g * (MAX_GRAD_NORM / gnorm), grads)
    return state.apply_gradients(grads=grads), loss, gnorm


def main():
    key = jax.random.PRNGKey(0)
    kx, kinit = jax.random.split(key)
    x = jax.random.uniform(kx, (4096, 4), minval=-2, maxval=2)
    y = jnp.sin(x[:, 0]) * x[:, 1] + 0.5 * x[:, 2] ** 2 - x[:, 3]
    model = Regressor()
    params = model.init(kinit, x[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    print(f"train samples {x.shape[0]} batch 128 epochs 5")
    for epoch in range(5):
        t0 = time.time()
        tot = 0.0
        for i in range(0, 4096, 128):
            state, loss, gnorm = train_step(state, x[i:i + 128], y[i:i + 128])
            tot += float(loss)
        print(f"epoch {epoch} mse {tot / 32:.4f} last_grad_norm {float(gnorm):.3f} time {time.time() - t0:.2f}s")


if __name__ == "__main__":
    main()
