"""Metric learning: embedding net trained with a contrastive (margin) loss on pairwise distances.
Ported from a PyTorch script that used torch.cdist."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Embedder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.Dense(32)(x)
        return x / (jnp.linalg.norm(x, axis=-1, keepdims=True) + 1e-6)

def cdist(a, b):
    # torch.cdist equivalent
    diff = a[:, None, :] - b[None, :, :]
    return jnp.sqrt(jnp.sum(diff * diff, axis=-1))

def contrastive_loss(emb, labels, margin=0.5):
    d = cdist(emb, emb)
    same = (labels[:, None] == labels[None, :]).astype(jnp.float32)
    pos = same * d
    neg = (1.0 - same) * jnp.maximum(margin - d, 0.0)
    return (pos + neg).mean()

rng = np.random.default_rng(1)
protos = rng.normal(size=(10, 64)).astype(np.float32)
labels_all = rng.integers(0, 10, size=4096).astype(np.int32)
x_all = protos[labels_all] + 0.3 * rng.normal(size=(4096, 64)).astype(np.float32)

model = Embedder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: contrastive_loss(model.apply(p, x), y))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)

bs = 128
for epoch in range(3):
    perm = rng.permutation(len(x_all))
    for it in range(0, 4096 // bs):
        idx = perm[it * bs:(it + 1) * bs]
        params, opt_state, loss, gn = step(params, opt_state, x_all[idx], labels_all[idx])
        if it % 8 == 0:
            print(f"[epoch {epoch+1}/3] step {it:3d}/{4096//bs}  contrastive_loss={float(loss):.4f}  grad_norm={float(gn):.4f}", flush=True)
print("done")
