"""Regression MLP trained with flax TrainState; the step function was adapted from a PyTorch loop
where optimizer.step() mutates in place."""
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)

rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(4096, 8)).astype(np.float32)
y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] - 0.5 * X[:, 3] ** 2).astype(np.float32)

model = Regressor()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(42), X[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def compute_grads(state, xb, yb):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2)
    return jax.value_and_grad(loss_fn)(state.params)

global_step = 0
for epoch in range(5):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        idx = perm[i:i + 128]
        loss, grads = compute_grads(state, X[idx], y[idx])
        state.apply_gradients(grads=grads)          # optimizer.step()
        global_step += 1
        if global_step % 16 == 0:
            gnorm = optax.global_norm(grads)
            print(f"epoch {epoch} step {global_step:4d} | mse {float(loss):.5f} | grad_norm {float(gnorm):.4f}")
    print(f"==> epoch {epoch} done, state.step={int(state.step)}")
