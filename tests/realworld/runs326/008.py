# Metric learning: embedding net trained with a soft contrastive loss on pairwise euclidean distances.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(32)(x)

g = np.random.default_rng(0)
centers = g.normal(size=(8, 48)).astype(np.float32) * 2
Y = g.integers(0, 8, size=4096).astype(np.int32)
X = centers[Y] + g.normal(size=(4096, 48)).astype(np.float32)

def pairwise_dist(e):
    d2 = jnp.sum((e[:, None, :] - e[None, :, :]) ** 2, axis=-1)
    return jnp.sqrt(d2)

def contrastive_loss(e, y, margin=1.0):
    d = pairwise_dist(e)
    same = (y[:, None] == y[None, :]).astype(jnp.float32)
    pos = same * d ** 2
    neg = (1 - same) * jax.nn.relu(margin - d) ** 2
    return (pos + neg).mean()

model = Embedder()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    loss, grads = jax.value_and_grad(lambda p: contrastive_loss(state.apply_fn({"params": p}, x), y))(state.params)
    return state.apply_gradients(grads=grads), loss, optax.global_norm(grads)

for step in range(300):
    i = (step * 64) % len(X)
    state, loss, gn = train_step(state, X[i:i+64], Y[i:i+64])
    if step % 25 == 0:
        print(f"step {step} loss {float(loss):.4f} grad_norm {float(gn):.4f}")
print(f"final loss {float(loss):.4f}")
