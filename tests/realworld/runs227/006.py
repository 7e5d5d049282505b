# Regression MLP ported from a torch loop (loss.backward(); optimizer.step()) to Optax.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(64)(x))
        x = nn.tanh(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]

rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, (4096, 8)).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] - 0.5 * X[:, 3] ** 2).astype(np.float32)

def loader(bs, seed):
    p = np.random.default_rng(seed).permutation(len(X))
    for i in range(0, len(X) - bs + 1, bs):
        yield X[p[i:i+bs]], Y[p[i:i+bs]]

model = Regressor()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 8)))['params']
optimizer = optax.adam(1e-3)
opt_state = optimizer.init(params)

@jax.jit
def loss_and_grad(params, x, y):
    return jax.value_and_grad(lambda p: jnp.mean((model.apply({'params': p}, x) - y) ** 2))(params)

@jax.jit
def optimizer_step(params, grads, opt_state):
    updates, opt_state = optimizer.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    return new_params, opt_state

for epoch in range(10):
    losses = []
    for xb, yb in loader(128, epoch):
        loss, grads = loss_and_grad(params, xb, yb)
        _, opt_state = optimizer_step(params, grads, opt_state)
        losses.append(float(loss))
    print(f"epoch {epoch} train_mse {np.mean(losses):.5f} lr 1.0e-03")
