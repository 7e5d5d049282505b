"""Metric learning (batch-hard triplet loss) on 3 clusters; sqrt with a hand-written VJP to 'save memory'."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax


@jax.custom_vjp
def safe_sqrt(x):
    return jnp.sqrt(jnp.maximum(x, 0.0))

def _sqrt_fwd(x):
    y = safe_sqrt(x)
    return y, y                       # keep the output, d sqrt(x)/dx = 0.5 / sqrt(x)

def _sqrt_bwd(y, g):
    return (g * 0.5 / y,)

safe_sqrt.defvjp(_sqrt_fwd, _sqrt_bwd)


def pairwise_dist(e):
    sq = jnp.sum(e ** 2, -1)
    d2 = sq[:, None] - 2 * e @ e.T + sq[None, :]
    return safe_sqrt(d2)


class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(16)(x)


def batch_hard_triplet(emb, labels, margin=0.5):
    d = pairwise_dist(emb)
    same = labels[:, None] == labels[None, :]
    eye = jnp.eye(len(labels), dtype=bool)
    hardest_pos = jnp.max(jnp.where(same & ~eye, d, 0.0), axis=1)
    hardest_neg = jnp.min(jnp.where(~same, d, 1e9), axis=1)
    return jnp.mean(jax.nn.relu(hardest_pos - hardest_neg + margin))


rng = np.random.default_rng(0)
C = rng.normal(scale=2, size=(3, 10))
lab = rng.integers(0, 3, 3000)
X = (C[lab] + rng.normal(size=(3000, 10))).astype(np.float32)

model = Embedder()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: batch_hard_triplet(model.apply({"params": p}, x), y))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, optax.global_norm(g)


for it in range(1, 201):
    idx = rng.integers(0, len(X), 96)
    params, opt_state, loss, gn = step(params, opt_state, X[idx], lab[idx])
    if it <= 3 or it % 25 == 0:
        print(f"[iter {it:4d}] triplet_loss={float(loss):.5f} grad_norm={float(gn):.4f}")
