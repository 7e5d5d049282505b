"""Siamese metric-learning model (contrastive loss on euclidean distance), port of a PyTorch
F.pairwise_distance based training script."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(16)(x)


def contrastive_loss(e1, e2, same, margin=1.0):
    d = jnp.linalg.norm(e1 - e2, axis=-1)           # torch: F.pairwise_distance(e1, e2)
    return jnp.mean(same * d ** 2 + (1 - same) * jnp.maximum(margin - d, 0.0) ** 2)


def make_pairs(rng, protos, n):
    c1 = rng.integers(0, len(protos), n)
    same = rng.random(n) < 0.5
    c2 = np.where(same, c1, rng.integers(0, len(protos), n))
    a = protos[c1] + 0.3 * rng.normal(size=(n, protos.shape[1]))
    b = protos[c2] + 0.3 * rng.normal(size=(n, protos.shape[1]))
    # dataset contains duplicated samples: some positive pairs are the exact same image
    dup = rng.random(n) < 0.005
    b[dup & same] = a[dup & same]
    return a.astype(np.float32), b.astype(np.float32), (c1 == c2).astype(np.float32)


rng = np.random.default_rng(3)
protos = rng.normal(size=(20, 32))
model = Embedder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
tx = optax.chain(optax.clip_by_global_norm(5.0), optax.adam(1e-3))
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, a, b, same):
    def loss_fn(p):
        return contrastive_loss(model.apply({"params": p}, a), model.apply({"params": p}, b), same)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)


for epoch in range(3):
    for it in range(1, 41):
        a, b, same = make_pairs(rng, protos, 64)
        params, opt_state, loss, gnorm = train_step(params, opt_state, a, b, same)
        if it <= 4 or it % 10 == 0:
            print(f"Epoch [{epoch + 1}/3], Step [{it}/40], Loss: {float(loss):.4f}, grad_norm: {float(gnorm):.4f}")
