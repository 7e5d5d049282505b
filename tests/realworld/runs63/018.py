# Training utility from an older research repo (written against jax 0.3/0.4), run with the jax
# version installed today: parameter count and EMA of params via jax.tree_map.
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

print("jax", jax.__version__)


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(32)(x)))


x = jnp.ones((4, 8))
params = Net().init(jax.random.PRNGKey(0), x)["params"]
n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
print("param count", n_params)
ema = jax.tree_map(lambda p: p.copy(), params)
for step in range(3):
    ema = jax.tree_map(lambda e, p: 0.99 * e + 0.01 * p, ema, params)
print("ema ready")
