# Tabular regression (house-price style), ported from a PyTorch MLP regressor
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 8)).astype(np.float32)
    w = np.linspace(-2, 2, 8).astype(np.float32)
    y = X @ w + 0.5 * np.sin(3 * X[:, 0]) + 0.1 * rng.normal(size=n).astype(np.float32)
    return X, y.astype(np.float32)

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)

Xtr, ytr = make_data(8192, 0)
Xva, yva = make_data(2048, 1)
model = Regressor()
params = model.init(jax.random.PRNGKey(0), Xtr[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

def mse(pred, target):
    return jnp.mean((pred - target) ** 2)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return mse(state.apply_fn({"params": p}, x), y)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def evaluate(params, x, y):
    pred = model.apply({"params": params}, x)
    return mse(pred, y), 1.0 - mse(pred, y) / jnp.var(y)

rng = np.random.default_rng(0)
bs = 128
for epoch in range(10):
    perm = rng.permutation(len(Xtr)); losses = []
    for i in range(0, len(Xtr), bs):
        j = perm[i:i + bs]
        state, loss = train_step(state, Xtr[j], ytr[j])
        losses.append(float(loss))
    vloss, r2 = evaluate(state.params, Xva, yva)
    print(f"epoch {epoch:2d} train_mse {np.mean(losses):.4f} val_mse {float(vloss):.4f} val_r2 {float(r2):.4f}")
