"""Regression MLP with flax TrainState; port of a PyTorch loop (optimizer.step() mutates in place)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(1)
X = rng.normal(size=(4096, 13)).astype(np.float32)
w_true = rng.normal(size=(13, 1)).astype(np.float32)
Y = (X @ w_true + 0.1 * rng.normal(size=(4096, 1))).astype(np.float32)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(1)(x)

model = MLP()
state = train_state.TrainState.create(
    apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
    tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3)))

@jax.jit
def compute_grads(state, x, y):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, x)
        return jnp.mean((pred - y) ** 2)
    return jax.value_and_grad(loss_fn)(state.params)

BS = 128
steps_per_epoch = len(X) // BS
for epoch in range(1, 6):
    perm = rng.permutation(len(X))
    running = 0.0
    for s in range(steps_per_epoch):
        idx = perm[s*BS:(s+1)*BS]
        loss, grads = compute_grads(state, X[idx], Y[idx])
        state.apply_gradients(grads=grads)          # optimizer.step()
        running += float(loss)
        if (s + 1) % 8 == 0:
            print(f"Epoch {epoch} [{(s+1)*BS:5d}/{len(X)}] loss: {running / (s+1):.6f}")
    print(f"==> Epoch {epoch} mean train mse: {running / steps_per_epoch:.6f}  step={int(state.step)}")
