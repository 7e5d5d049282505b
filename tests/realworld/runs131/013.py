"""DP-SGD: per-example gradients with jax.vmap, clipped and noised (port of an Opacus training loop).
Dropout was added to the model last week; the per-example loss now takes a dropout key too."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(2)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
Y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
model = Net()
params = model.init(jax.random.key(0), X[:1])
tx = optax.sgd(0.05)
opt_state = tx.init(params)
CLIP, SIGMA = 1.0, 0.8

def per_example_loss(params, x, y, dkey):
    logits = model.apply(params, x[None], train=True, rngs={"dropout": dkey})
    return optax.softmax_cross_entropy_with_integer_labels(logits, y[None])[0]

per_example_grads = jax.vmap(jax.grad(per_example_loss), in_axes=(None, 0, 0))

@jax.jit
def dp_step(params, opt_state, xb, yb, key):
    dkey, nkey = jax.random.split(key)
    dkeys = jax.random.split(dkey, xb.shape[0])
    g = per_example_grads(params, xb, yb, dkeys)
    norms = jnp.sqrt(sum(jnp.sum(l.reshape(l.shape[0], -1) ** 2, 1) for l in jax.tree_util.tree_leaves(g)))
    scale = jnp.minimum(1.0, CLIP / (norms + 1e-6))
    g = jax.tree_util.tree_map(lambda l: jnp.tensordot(scale, l, 1), g)
    leaves, tdef = jax.tree_util.tree_flatten(g)
    nkeys = jax.random.split(nkey, len(leaves))
    g = tdef.unflatten([(l + SIGMA * CLIP * jax.random.normal(k, l.shape)) / xb.shape[0] for l, k in zip(leaves, nkeys)])
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state

key = jax.random.key(1)
print(f"DP-SGD: clip={CLIP} sigma={SIGMA} batch=256")
for epoch in range(3):
    t0 = time.time()
    for i in range(0, len(X), 256):
        key, sk = jax.random.split(key)
        params, opt_state = dp_step(params, opt_state, X[i:i + 256], Y[i:i + 256], sk)
    acc = float((model.apply(params, X).argmax(-1) == Y).mean())
    print(f"epoch {epoch} acc {acc:.4f} ({time.time()-t0:.1f}s)")
