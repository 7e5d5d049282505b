# Port of a HF Trainer setup: optimizer built from the training config dict
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

training_args = {
    "learning_rate": 5e-4,
    "betas": (0.9, 0.98),
    "eps": 1e-6,
    "weight_decay": 0.01,
}

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.LayerNorm()(x)
        return nn.Dense(1)(x)[..., 0]

rng = np.random.default_rng(0)
X = rng.standard_normal((1024, 20)).astype(np.float32)
w = rng.standard_normal(20).astype(np.float32)
Y = X @ w + 0.1 * rng.standard_normal(1024).astype(np.float32)

model = Regressor()
params = model.init(jax.random.PRNGKey(42), X[:1])
print("building optimizer with", training_args)
tx = optax.adamw(**training_args)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(5):
    for i in range(0, 1024, 128):
        params, opt_state, loss = step(params, opt_state, X[i:i+128], Y[i:i+128])
    print(f"epoch {epoch} mse {float(loss):.4f}")
