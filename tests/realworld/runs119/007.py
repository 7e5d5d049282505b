# Mixed-precision MLP: a loss-scale style "skip step if grads are not finite" done with lax.cond.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, dtype=jnp.bfloat16)(x))
        return nn.Dense(1, dtype=jnp.bfloat16)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = (X[:, :1] * 2 - X[:, 1:2]).astype(np.float32)
model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = model.apply({"params": p}, x)
        return jnp.mean((pred - y.astype(jnp.bfloat16)) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in jax.tree_util.tree_leaves(grads)]))
    def do_update(_):
        updates, new_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), new_state, loss
    def skip(_):
        return params, opt_state, jnp.float32(jnp.nan)
    return jax.lax.cond(finite, do_update, skip, None)

for step in range(20):
    i = (step * 64) % 1024
    params, opt_state, loss = train_step(params, opt_state, X[i:i+64], Y[i:i+64])
    print(f"step {step} loss {float(loss):.5f}")
