# buffer donation to save memory; old params kept around for an update-ratio metric
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from functools import partial
print("jax", jax.__version__)
class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))
model = MLP()
X = jax.random.normal(jax.random.PRNGKey(0), (256, 20)); y = jnp.arange(256) % 10
params = model.init(jax.random.PRNGKey(1), X)["params"]
tx = optax.adamw(1e-3); opt_state = tx.init(params)

@partial(jax.jit, donate_argnums=(0, 1))
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for step in range(5):
    prev_params = params
    params, opt_state, loss = train_step(params, opt_state, X, y)
    ratio = optax.global_norm(jax.tree.map(lambda a, b: a - b, params, prev_params)) / optax.global_norm(prev_params)
    print(f"step {step} loss {float(loss):.4f} update_ratio {float(ratio):.2e}")
