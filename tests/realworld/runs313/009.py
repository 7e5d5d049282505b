"""Metric learning: embedding MLP trained with a batch-all contrastive loss on pairwise Euclidean distances."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

N_CLASSES, DIM, BS = 8, 32, 64


class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(16)(x)


def pairwise_dist(e):
    sq = jnp.sum(e ** 2, -1)
    d2 = sq[:, None] - 2 * e @ e.T + sq[None, :]
    d2 = jnp.maximum(d2, 0.0)
    return jnp.where(d2 > 0, jnp.sqrt(d2), 0.0)


def contrastive_loss(e, y, margin=1.0):
    d = pairwise_dist(e)
    same = (y[:, None] == y[None, :]).astype(jnp.float32)
    eye = jnp.eye(len(y))
    pos = (same - eye) * d ** 2
    neg = (1 - same) * jnp.maximum(margin - d, 0.0) ** 2
    return (pos.sum() + neg.sum()) / (len(y) * (len(y) - 1))


rng = np.random.default_rng(0)
centers = rng.normal(size=(N_CLASSES, DIM)).astype(np.float32) * 2
def batch():
    y = rng.integers(0, N_CLASSES, size=BS)
    return jnp.asarray(centers[y] + rng.normal(size=(BS, DIM)).astype(np.float32)), jnp.asarray(y)


model = Embedder()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, DIM)))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: contrastive_loss(model.apply({"params": p}, x), y))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, optax.global_norm(g)


for it in range(300):
    x, y = batch()
    params, opt_state, loss, gn = step(params, opt_state, x, y)
    if it % 25 == 0 or it < 3:
        print(f"iter {it:4d} loss {float(loss):.5f} grad_norm {float(gn):.4f}")
