# jit with donate_argnums to save memory (like torch in-place optimizer.step), then EMA/logging reads the old params
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from functools import partial

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 16, 16, 1)).astype(np.float32); Y = rng.integers(0, 10, 256).astype(np.int32)
model = CNN(); params = model.init(jax.random.key(0), X[:1])
tx = optax.sgd(0.1, momentum=0.9); opt_state = tx.init(params)
ema = params

@partial(jax.jit, donate_argnums=(0, 1))
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for step_i, i in enumerate(range(0, 256, 32)):
    new_params, opt_state, loss = train_step(params, opt_state, X[i:i+32], Y[i:i+32])
    ema = jax.tree_util.tree_map(lambda e, p: 0.99 * e + 0.01 * p, ema, params)
    params = new_params
    print(f"step {step_i} loss {float(loss):.4f}")
