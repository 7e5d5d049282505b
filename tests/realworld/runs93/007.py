"""Supervised contrastive (SupCon) loss for an embedding model, Flax linen + Optax.
The positives mask is built from the classes present in each batch (ported from a PyTorch repo)."""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

TEMP = 0.1


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.Dense(32)(x)
        return x / jnp.linalg.norm(x, axis=-1, keepdims=True)


def supcon_loss(z, labels):
    # torch: classes = labels.unique(); remap to 0..K-1 so the mask is compact
    classes, remapped = jnp.unique(labels, return_inverse=True)
    onehot = jax.nn.one_hot(remapped, classes.shape[0])
    pos = onehot @ onehot.T - jnp.eye(z.shape[0])
    sim = z @ z.T / TEMP - 1e9 * jnp.eye(z.shape[0])
    log_prob = sim - jax.nn.logsumexp(sim, axis=1, keepdims=True)
    return -(pos * log_prob).sum(1).mean() / jnp.maximum(pos.sum(1).mean(), 1.0)


model = Encoder()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: supcon_loss(model.apply({"params": p}, x), y))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
centers = rng.normal(size=(100, 64)).astype(np.float32)
labels_all = rng.integers(0, 100, size=8192)
X = centers[labels_all] + 0.3 * rng.normal(size=(8192, 64)).astype(np.float32)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
opt_state = tx.init(params)
print(f"train examples={len(X)} classes=100 batch=256 temperature={TEMP}")
for step in range(1, 101):
    idx = rng.choice(len(X), 256, replace=False)
    params, opt_state, loss = train_step(params, opt_state, X[idx], labels_all[idx])
    if step % 10 == 0:
        print(f"step {step} supcon_loss {float(loss):.4f}")
