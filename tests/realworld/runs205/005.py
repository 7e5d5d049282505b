"""Siamese embedding net with contrastive loss (Hadsell et al.), Flax linen + optax. Ported from a PyTorch repo."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s - %(message)s")
log = logging.getLogger(__name__)
MARGIN = 1.0

class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(16)(x)

def augment(x, rng, p_aug):
    # random feature dropout as "augmentation"; p_aug from config (0.0 = off)
    mask = rng.random(x.shape) >= p_aug
    return x * mask

def make_pairs(x, y, rng, n, p_aug=0.0):
    i = rng.integers(0, len(x), n)
    same = rng.random(n) < 0.5
    j = np.where(same, i, rng.integers(0, len(x), n))    # positive pair = two views of the same sample
    a, b = augment(x[i], rng, p_aug), augment(x[j], rng, p_aug)
    return a.astype(np.float32), b.astype(np.float32), (y[i] == y[j]).astype(np.float32)

def contrastive_loss(e1, e2, label):
    d = jnp.linalg.norm(e1 - e2, axis=-1)     # torch.nn.functional.pairwise_distance
    return jnp.mean(label * d ** 2 + (1 - label) * jnp.maximum(MARGIN - d, 0.0) ** 2)

def main():
    r = np.random.default_rng(0)
    centers = r.normal(scale=2.0, size=(10, 48))
    y = r.integers(0, 10, 5000)
    x = centers[y] + r.normal(size=(5000, 48))
    model = Embedder()
    params = model.init(jax.random.key(0), jnp.ones((1, 48)))["params"]
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, a, b, lab):
        def loss_fn(p):
            return contrastive_loss(model.apply({"params": p}, a), model.apply({"params": p}, b), lab)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        gnorm = optax.global_norm(grads)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, gnorm

    for it in range(1, 301):
        a, b, lab = make_pairs(x, y, r, 128)
        params, opt_state, loss, gnorm = step(params, opt_state, a, b, lab)
        if it % 20 == 0 or it <= 3:
            log.info("iter %d/300 loss=%.5f grad_norm=%.4f", it, float(loss), float(gnorm))
    log.info("training done, saving embeddings")

if __name__ == "__main__":
    main()
