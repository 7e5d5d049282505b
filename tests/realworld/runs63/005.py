# Healthy: Flax linen MLP regression trained with optax.adamw under jax.jit.
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)


rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
true_w = rng.normal(size=(16,)).astype(np.float32)
Y = np.sin(X @ true_w) + 0.05 * rng.normal(size=(1024,)).astype(np.float32)

model = Regressor()
params = model.init(jax.random.PRNGKey(42), X[:2])["params"]
tx = optax.adamw(3e-3, weight_decay=1e-4)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, xb) - yb) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(10):
    perm = rng.permutation(len(X))
    losses = []
    for i in range(0, len(X), 128):
        idx = perm[i:i + 128]
        params, opt_state, loss = train_step(params, opt_state, X[idx], Y[idx])
        losses.append(float(loss))
    print(f"epoch {epoch:2d}  train_mse {np.mean(losses):.4f}")
print("training finished")
