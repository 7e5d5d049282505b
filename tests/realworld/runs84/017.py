# Lookahead(Adam) as in the torch-optimizer Lookahead wrapper
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(32)(x)))[:, 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 6)).astype(np.float32)
Y = (np.tanh(X @ rng.normal(size=6)) + 0.05 * rng.normal(size=1000)).astype(np.float32)

model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.lookahead(optax.adam(3e-3), sync_period=5, slow_step_size=0.5)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for epoch in range(5):
    for i in range(0, 1000, 100):
        params, opt_state, loss = step(params, opt_state, X[i:i+100], Y[i:i+100])
    print(f"epoch {epoch} mse {loss:.5f}")
