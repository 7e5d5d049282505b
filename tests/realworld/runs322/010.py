"""Metric learning with batch-hard triplet loss (port of a PyTorch re-ID training script)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

N_ID, PER_ID, DIM = 16, 4, 48


class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(32)(x)


def pairwise_dist(e):
    # replacement for torch.cdist(e, e)
    diff = e[:, None, :] - e[None, :, :]
    return jnp.sqrt(jnp.sum(diff ** 2, axis=-1))


def batch_hard_triplet(emb, labels, margin=0.3):
    d = pairwise_dist(emb)
    same = labels[:, None] == labels[None, :]
    eye = jnp.eye(len(labels), dtype=bool)
    d_pos = jnp.where(same & ~eye, d, 0.0).max(1)
    d_neg = jnp.where(same, jnp.inf, d).min(1)
    return jax.nn.relu(d_pos - d_neg + margin).mean()


class PKSampler:
    """P identities x K samples per batch."""

    def __init__(self, X, Y, p, k, seed=0):
        self.X, self.Y, self.p, self.k = X, Y, p, k
        self.by_id = {c: np.where(Y == c)[0] for c in np.unique(Y)}
        self.rng = np.random.default_rng(seed)

    def __next__(self):
        ids = self.rng.choice(list(self.by_id), self.p, replace=False)
        idx = np.concatenate([self.rng.choice(self.by_id[c], self.k, replace=False) for c in ids])
        return self.X[idx], self.Y[idx]


rng = np.random.default_rng(0)
protos = rng.normal(size=(200, DIM)).astype(np.float32)
Y = np.repeat(np.arange(200), 20).astype(np.int32)
X = protos[Y] + 0.7 * rng.normal(size=(len(Y), DIM)).astype(np.float32)
sampler = PKSampler(X, Y, N_ID, PER_ID)

model = Embedder()
params = model.init(jax.random.PRNGKey(0), X[:1])
tx = optax.adam(3e-4)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return batch_hard_triplet(model.apply(p, x), y)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    gnorm = optax.global_norm(grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm


for step in range(1, 501):
    x, y = next(sampler)
    params, opt_state, loss, gnorm = train_step(params, opt_state, x, y)
    if step % 50 == 0 or step <= 3:
        print(f"step {step:4d} triplet_loss {float(loss):.4f} grad_norm {float(gnorm):.4f}")
