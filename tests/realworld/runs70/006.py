# training loop moved into lax.scan to avoid Python overhead; loss history kept in the carry like in torch
import jax, jax.numpy as jnp
import optax

key = jax.random.PRNGKey(0)
X = jax.random.normal(key, (20, 64, 8)); Y = X.sum(-1, keepdims=True)
params = {"w": jnp.zeros((8, 1)), "b": jnp.zeros((1,))}
opt = optax.sgd(0.05)

def loss_fn(p, x, y):
    return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)

@jax.jit
def train_epoch(params, opt_state):
    def step(carry, batch):
        params, opt_state, history = carry
        x, y = batch
        loss, g = jax.value_and_grad(loss_fn)(params, x, y)
        upd, opt_state = opt.update(g, opt_state)
        params = optax.apply_updates(params, upd)
        history = history + [loss]
        return (params, opt_state, history), None
    (params, opt_state, history), _ = jax.lax.scan(step, (params, opt_state, []), (X, Y))
    return params, opt_state, history

params, opt_state, hist = train_epoch(params, opt.init(params))
print("losses", hist)
