# EMA of Flax params, EMA copy loaded from the old training script's checkpoint layout
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)

model = MLP()
x = jnp.ones((16, 4)); y = jnp.ones((16, 1))
variables = model.init(jax.random.PRNGKey(0), x)
params = variables["params"]
ema = variables            # old script kept the whole variables dict for EMA
tx = optax.adam(1e-3); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, ema):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(params, upd)
    ema = jax.tree_util.tree_map(lambda e, p: 0.999 * e + 0.001 * p, ema, params)
    return params, opt_state, ema, loss

for i in range(3):
    params, opt_state, ema, loss = step(params, opt_state, ema)
    print("step", i, "loss", float(loss))
