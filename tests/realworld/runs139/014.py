"""Tabular regression (house-price-like synthetic data) with a learning-rate-on-plateau schedule, ported from
    scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=0.5, patience=2)
    ... scheduler.step(val_loss)
"""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(64)(x)
        x = nn.Dropout(0.1, deterministic=not train)(nn.silu(x))
        x = nn.silu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(3000, 10)).astype(np.float32)
    coef = rng.normal(size=10)
    yv = (X @ coef + 0.5 * np.sin(3 * X[:, 0]) + rng.normal(0, 0.1, 3000)).astype(np.float32)
    mu, sd = X[:2500].mean(0), X[:2500].std(0)
    X = (X - mu) / sd
    x_tr, y_tr, x_va, y_va = X[:2500], yv[:2500], X[2500:], yv[2500:]
    print(f"train {x_tr.shape} val {x_va.shape}")

    model = Regressor()
    key = jax.random.key(0)
    params = model.init(key, x_tr[:1])["params"]
    tx = optax.chain(
        optax.adamw(learning_rate=3e-3, weight_decay=1e-4),
        optax.contrib.reduce_on_plateau(factor=0.5, patience=2, cooldown=0, accumulation_size=1),
    )
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    print("optimizer: adamw(3e-3) + reduce_on_plateau(factor=0.5, patience=2)")

    @jax.jit
    def train_step(state, xb, yb, dkey):
        def loss_fn(p):
            pred = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": dkey})
            return jnp.mean((pred - yb) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    @jax.jit
    def val_loss(params):
        return jnp.mean((model.apply({"params": params}, x_va) - y_va) ** 2)

    for epoch in range(1, 11):
        perm = rng.permutation(len(x_tr))
        losses = []
        for i in range(0, len(x_tr), 100):
            key, dkey = jax.random.split(key)
            state, loss = train_step(state, x_tr[perm[i:i + 100]], y_tr[perm[i:i + 100]], dkey)
            losses.append(float(loss))
        print(f"epoch {epoch:2d} train_mse {np.mean(losses):.4f} val_mse {float(val_loss(state.params)):.4f}")


if __name__ == "__main__":
    main()
