"""DP-SGD style training: per-example gradients with jax.vmap, clipped per example, noised, averaged
(port of an Opacus setup)."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

class LogReg(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(32)(x))
        return nn.Dense(2)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 10)).astype(np.float32)
Y = (X[:, 0] - X[:, 3] > 0).astype(np.int32)

model = LogReg()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.sgd(0.5)
opt_state = tx.init(params)
CLIP, SIGMA, BS = 1.0, 0.8, 64
print(f"DP-SGD: clip={CLIP} noise_multiplier={SIGMA} batch_size={BS}")

def per_example_loss(params, x, y):
    logits = model.apply({"params": params}, x[None])
    return optax.softmax_cross_entropy_with_integer_labels(logits, y[None]).sum()

def clip_tree(g):
    norm = optax.global_norm(g)
    return jax.tree.map(lambda t: t * jnp.minimum(1.0, CLIP / (norm + 1e-6)), g)

@jax.jit
def dp_step(params, opt_state, x, y, key):
    per_ex_grads = jax.vmap(jax.grad(per_example_loss))(params, x, y)
    per_ex_grads = jax.vmap(clip_tree)(per_ex_grads)
    summed = jax.tree.map(lambda g: g.sum(0), per_ex_grads)
    leaves, treedef = jax.tree.flatten(summed)
    keys = jax.random.split(key, len(leaves))
    noised = [(g + SIGMA * CLIP * jax.random.normal(k, g.shape)) / x.shape[0] for g, k in zip(leaves, keys)]
    grads = jax.tree.unflatten(treedef, noised)
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state

key = jax.random.PRNGKey(7)
for epoch in range(3):
    for i in range(0, len(X), BS):
        key, sk = jax.random.split(key)
        params, opt_state = dp_step(params, opt_state, X[i:i+BS], Y[i:i+BS], sk)
    acc = float((model.apply({"params": params}, X).argmax(-1) == Y).mean())
    print(f"epoch {epoch} train_acc {acc:.3f}")
