"""Fit a tabular regressor (energy-efficiency style data) with Flax linen + optax.

Ported from a PyTorch script that used nn.MSELoss(reduction="sum") with SGD(lr=0.01, momentum=0.9).
"""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

BATCH, EPOCHS, LR = 256, 8, 0.01


def make_data(n=4096, d=8, seed=0):
    rng = np.random.RandomState(seed)
    x = rng.randn(n, d).astype(np.float32)
    w = rng.randn(d, 1).astype(np.float32)
    y = x @ w + 0.3 * np.sin(3 * x[:, :1]) + 0.05 * rng.randn(n, 1).astype(np.float32)
    y = (y - y.mean()) / y.std()
    return x, y.astype(np.float32)


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(1)(x)


def loss_fn(params, x, y):
    pred = Regressor().apply(params, x)
    return jnp.sum((pred - y) ** 2)          # same as MSELoss(reduction="sum")


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss / x.shape[0]


tx = optax.sgd(LR, momentum=0.9)


def main():
    x, y = make_data()
    xtr, ytr, xva, yva = x[:3584], y[:3584], x[3584:], y[3584:]
    params = Regressor().init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = tx.init(params)
    steps = len(xtr) // BATCH
    rng = np.random.RandomState(1)
    for epoch in range(1, EPOCHS + 1):
        perm = rng.permutation(len(xtr))
        for i in range(steps):
            idx = perm[i * BATCH:(i + 1) * BATCH]
            params, opt_state, loss = train_step(params, opt_state, xtr[idx], ytr[idx])
            if i % 2 == 0:
                print(f"Epoch {epoch}/{EPOCHS} step {i+1}/{steps} - mse: {float(loss):.4f}")
        val = float(loss_fn(params, xva, yva)) / len(xva)
        print(f"Epoch {epoch}/{EPOCHS} - mse: {float(loss):.4f} - val_mse: {val:.4f}")


if __name__ == "__main__":
    main()
