# random-window sampler for a time-series forecaster (torch: x[:, start:start+win])
import jax, jax.numpy as jnp, optax, numpy as np

WIN, HORIZON = 48, 12
series = np.sin(np.linspace(0, 200, 5000))[None, :].repeat(8, 0).astype(np.float32)
series += 0.05 * np.random.default_rng(0).normal(size=series.shape).astype(np.float32)
series = jnp.asarray(series)

params = {"w": jnp.zeros((WIN, HORIZON)), "b": jnp.zeros(HORIZON)}
tx = optax.adam(1e-2)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, key):
    start = jax.random.randint(key, (), 0, series.shape[1] - WIN - HORIZON)
    x = series[:, start:start + WIN]
    y = series[:, start + WIN:start + WIN + HORIZON]
    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

key = jax.random.PRNGKey(0)
for step in range(300):
    key, sub = jax.random.split(key)
    params, opt_state, loss = train_step(params, opt_state, sub)
    if step % 50 == 0:
        print(f"step {step} mse {loss:.5f}")
