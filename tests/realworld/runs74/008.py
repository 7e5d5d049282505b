# Linear dynamical-system filter fitted with optax; x64 turned on for precise likelihood accumulation
import jax
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp, numpy as np
import optax

rng = np.random.default_rng(0)
T, D = 200, 4
A_true = np.eye(D) * 0.9 + 0.05 * rng.normal(size=(D, D))
obs = np.zeros((T, D))
for t in range(1, T):
    obs[t] = obs[t - 1] @ A_true.T + 0.1 * rng.normal(size=D)
print("observations", obs.shape, obs.dtype)

params = {"A": jnp.eye(D, dtype=jnp.float32), "log_sigma": jnp.zeros((), jnp.float32)}

def nll(params, obs):
    def step(carry, y_t):
        prev, total = carry
        pred = prev @ params["A"].T
        sigma = jnp.exp(params["log_sigma"])
        ll = -0.5 * jnp.sum(((y_t - pred) / sigma) ** 2) - D * params["log_sigma"]
        return (y_t, total - ll), pred
    init = (jnp.zeros((D,), jnp.float32), jnp.zeros((), jnp.float32))
    (_, total), _ = jax.lax.scan(step, init, obs[1:])
    return total / (obs.shape[0] - 1)

tx = optax.adam(1e-2)
opt_state = tx.init(params)

@jax.jit
def update(params, opt_state, obs):
    loss, g = jax.value_and_grad(nll)(params, obs)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for it in range(300):
    params, opt_state, loss = update(params, opt_state, obs)
    if it % 50 == 0:
        print(f"iter {it} nll {float(loss):.5f}")
