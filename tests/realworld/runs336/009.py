# Port of a torch metric-learning script (batch-hard triplet loss with torch.cdist) to Flax linen + optax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Embedder(nn.Module):
    dim: int = 32
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(self.dim)(x)

def cdist(a, b):
    d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, axis=-1)
    return jnp.sqrt(d2)

def batch_hard_triplet_loss(emb, labels, margin=0.3):
    d = cdist(emb, emb)
    same = labels[:, None] == labels[None, :]
    hardest_pos = jnp.max(jnp.where(same, d, 0.0), axis=1)
    hardest_neg = jnp.min(jnp.where(same, jnp.inf, d), axis=1)
    return jnp.mean(jax.nn.relu(hardest_pos - hardest_neg + margin))

class PKSampler:
    """P classes x K samples per batch, like the torch sampler."""
    def __init__(self, x, y, p, k, seed):
        self.x, self.y, self.p, self.k = x, y, p, k
        self.rng = np.random.default_rng(seed)
        self.by_class = {c: np.where(y == c)[0] for c in np.unique(y)}
    def __iter__(self):
        for _ in range(50):
            classes = self.rng.choice(list(self.by_class), self.p, replace=False)
            idx = np.concatenate([self.rng.choice(self.by_class[c], self.k, replace=False) for c in classes])
            yield self.x[idx], self.y[idx]

r = np.random.default_rng(0)
centers = r.normal(0, 2, (20, 48))
y = np.repeat(np.arange(20), 100).astype(np.int32)
x = (centers[y] + r.normal(0, 1, (len(y), 48))).astype(np.float32)

model = Embedder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 48)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return batch_hard_triplet_loss(model.apply({"params": p}, xb), yb)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)

for epoch in range(1, 4):
    for step, (xb, yb) in enumerate(PKSampler(x, y, p=8, k=4, seed=epoch)):
        params, opt_state, loss, gnorm = train_step(params, opt_state, xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} triplet_loss {float(loss):.4f} grad_norm {float(gnorm):.4f}")
