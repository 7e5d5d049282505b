"""Metric learning: embedding net trained with a batch-all contrastive loss on pairwise euclidean distances."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(16)(x)

def pairwise_distances(e):
    diff = e[:, None, :] - e[None, :, :]
    return jnp.sqrt(jnp.sum(diff ** 2, axis=-1))       # (B, B), diagonal is 0

def contrastive_loss(params, x, labels, margin=1.0):
    e = model.apply({"params": params}, x)
    d = pairwise_distances(e)
    same = (labels[:, None] == labels[None, :]).astype(jnp.float32)
    pos = same * d ** 2
    neg = (1 - same) * jnp.maximum(margin - d, 0.0) ** 2
    return jnp.mean(pos + neg)

r = np.random.default_rng(0)
centers = r.normal(size=(8, 32))
labels = r.integers(0, 8, 4096)
X = (centers[labels] + 0.5 * r.normal(size=(4096, 32))).astype(np.float32)
labels = labels.astype(np.int32)

model = Embedder()
params = model.init(jax.random.key(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(contrastive_loss)(params, x, y)
    gnorm = optax.global_norm(grads)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm

bs = 128
t0 = time.time()
for step in range(1, 61):
    i = ((step - 1) * bs) % len(X)
    params, opt_state, loss, gnorm = train_step(params, opt_state, X[i:i+bs], labels[i:i+bs])
    if step == 1 or step % 10 == 0:
        print(f"step {step:4d} | contrastive_loss {float(loss):.5f} | grad_norm {float(gnorm):.4f} | {1000*(time.time()-t0)/step:.1f} ms/step")
print("saving embeddings model ... done")
