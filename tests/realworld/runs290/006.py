# Tabular regression (California-housing-like synthetic data), PyTorch training loop ported to
# Flax linen + plain Optax (no TrainState).
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn


def make_housing(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    w = rng.normal(size=(8,))
    y = x @ w + 0.5 * np.sin(3 * x[:, 0]) + 0.3 * x[:, 1] * x[:, 2] + 0.1 * rng.normal(size=n)
    return x, y.astype(np.float32)


class NumpyLoader:
    def __init__(self, x, y, batch_size, shuffle=True, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.y)) if self.shuffle else np.arange(len(self.y))
        for i in range(0, len(idx), self.bs):
            b = idx[i:i + self.bs]
            yield self.x[b], self.y[b]


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        for width in (128, 64):
            x = nn.Dense(width)(x)
            x = nn.gelu(x)
            x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(1)(x).squeeze(-1)


model = Regressor()
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, weight_decay=1e-4))


@jax.jit
def train_step(params, opt_state, x, y, dropout_key):
    def loss_fn(p):
        pred = model.apply({"params": p}, x, train=True, rngs={"dropout": dropout_key})
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    optax.apply_updates(params, updates)  # optimizer.step()
    return params, opt_state, loss


@jax.jit
def eval_step(params, x, y):
    pred = model.apply({"params": params}, x)
    return jnp.mean((pred - y) ** 2)


def main():
    x, y = make_housing(12000)
    xtr, ytr, xva, yva = x[:10000], y[:10000], x[10000:], y[10000:]
    train_loader = NumpyLoader(xtr, ytr, 128)
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    params = model.init(init_key, jnp.zeros((1, 8)))["params"]
    opt_state = tx.init(params)
    print(f"train={len(ytr)} val={len(yva)} target_var={ytr.var():.3f}")
    for epoch in range(8):
        losses = []
        for xb, yb in train_loader:
            key, dk = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, xb, yb, dk)
            losses.append(float(loss))
        val = float(eval_step(params, xva, yva))
        print(f"epoch {epoch + 1}/8  train_mse {np.mean(losses):.4f}  val_mse {val:.4f}")


if __name__ == "__main__":
    main()
