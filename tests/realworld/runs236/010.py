# Binary classifier (click-through style features) ported from PyTorch: model -> sigmoid -> nn.BCELoss.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

class CTRModel(nn.Module):
    @nn.compact
    def __call__(self, dense, cat):
        e = nn.Embed(50, 8)(cat).reshape(cat.shape[0], -1)
        x = jnp.concatenate([dense, e], axis=-1)
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(32)(x))
        return jax.nn.sigmoid(nn.Dense(1)(x)[:, 0])

def bce_loss(p, y):  # torch.nn.BCELoss()
    return -jnp.mean(y * jnp.log(p) + (1 - y) * jnp.log(1 - p))

def batches(rng, bs=128):
    w = rng.normal(size=13)
    while True:
        dense = rng.normal(size=(bs, 13)).astype(np.float32)
        cat = rng.integers(0, 50, size=(bs, 4))
        y = ((dense @ w + (cat[:, 0] % 3) - 1) > 0).astype(np.float32)
        yield dense, cat, y

rng = np.random.default_rng(0)
it = batches(rng)
d0, c0, _ = next(it)
model = CTRModel()
params = model.init(jax.random.PRNGKey(0), d0, c0)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))

@jax.jit
def train_step(state, d, c, y):
    def loss_fn(p_):
        p = state.apply_fn({"params": p_}, d, c)
        return bce_loss(p, y), p
    (loss, p), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, ((p > 0.5) == y).mean()

for step in range(1500):
    d, c, y = next(it)
    state, loss, acc = train_step(state, d, c, y)
    if step % 50 == 0:
        print(f"step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
