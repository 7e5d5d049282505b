"""Regression MLP (linen) with Adam + ReduceLROnPlateau (port of torch.optim.lr_scheduler.ReduceLROnPlateau)."""
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x)); x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]

rng = np.random.default_rng(1)
X = rng.uniform(-2, 2, size=(2048, 8)).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] - 0.5 * X[:, 3] ** 2).astype(np.float32)

cfg = dict(lr=1e-3, plateau_factor=0.5, plateau_patience=3, epochs=10, batch_size=64)
print("config:", cfg)

# torch: scheduler = ReduceLROnPlateau(opt, factor=0.5, patience=3)
tx = optax.chain(
    optax.adam(cfg["lr"]),
    optax.contrib.reduce_on_plateau(factor=cfg["plateau_factor"], patience=cfg["plateau_patience"]),
)
model = Net()
params = model.init(jax.random.PRNGKey(0), X[:2])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, x)
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss

for epoch in range(cfg["epochs"]):
    perm = rng.permutation(len(X)); tot = 0.0; n = 0
    for i in range(0, len(X), cfg["batch_size"]):
        idx = perm[i:i + cfg["batch_size"]]
        state, loss = train_step(state, X[idx], Y[idx]); tot += float(loss); n += 1
    print(f"Epoch {epoch + 1}/{cfg['epochs']} - loss: {tot / n:.4f}")
