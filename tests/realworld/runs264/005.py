import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Dense(128)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.Dense(1)(x)
        return x.squeeze(-1)

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 20)).astype(np.float32)
Y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] ** 2 + 0.1 * rng.normal(size=2000)).astype(np.float32)

def loader(bs=64):
    idx = rng.permutation(len(X))
    for i in range(0, len(X), bs):
        j = idx[i:i+bs]
        yield X[j], Y[j]

model = Regressor()
params = model.init({'params': jax.random.PRNGKey(0)}, jnp.ones((1, 20)), train=False)['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
max_grad_norm = 1.0

@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(p):
        pred = state.apply_fn({'params': p}, x, train=True, rngs={'dropout': dropout_key})
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    # gradient clipping as in torch.nn.utils.clip_grad_norm_
    norm = optax.global_norm(grads)
    if norm > max_grad_norm:
        grads = jax.tree_util.tree_map(lambda g: g * max_grad_norm / norm, grads)
    return state.apply_gradients(grads=grads), loss

key = jax.random.PRNGKey(42)
for epoch in range(5):
    for step, (bx, by) in enumerate(loader()):
        key, sub = jax.random.split(key)
        state, loss = train_step(state, bx, by, sub)
    print(f"epoch {epoch} loss {float(loss):.4f}")
