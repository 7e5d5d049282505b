# AdamW without weight decay on biases and LayerNorm scales: mask built from flattened param paths
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import traverse_util
print("jax", jax.__version__)
class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.LayerNorm()(nn.Dense(64)(x))
        return nn.Dense(3)(nn.relu(x))
model = Net()
X = jax.random.normal(jax.random.PRNGKey(0), (128, 10)); y = jnp.arange(128) % 3
params = model.init(jax.random.PRNGKey(1), X)["params"]

def decay_mask(params):
    flat = traverse_util.flatten_dict(params)
    return {path: path[-1] == "kernel" for path in flat}

tx = optax.adamw(1e-3, weight_decay=0.05, mask=decay_mask)
opt_state = tx.init(params)
print("optimizer ready")

@jax.jit
def step(params, opt_state):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, X), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l

for i in range(5):
    params, opt_state, l = step(params, opt_state)
    print("step", i, "loss", float(l))
