"""DP-SGD style per-example gradient clipping for a small Flax linen classifier.
Per-example grads come from jax.vmap(jax.grad(loss)) as in the Opacus port."""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

L2_CLIP = 1.0
NOISE_MULT = 1.1
BATCH = 32


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(64)(x))
        return nn.Dense(2)(x)


model = Net()


def loss_single(params, x, y):
    # x: (features,), y: scalar
    logits = model.apply({"params": params}, x[None, :])[0]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y)


def clipped_grad(params, x, y):
    # params are shared (None), examples are mapped along their batch axis
    per_ex = jax.vmap(jax.grad(loss_single), in_axes=(None, 0, 1))(params, x, y)
    norms = jnp.sqrt(sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1) for g in jax.tree.leaves(per_ex)))
    scale = jnp.minimum(1.0, L2_CLIP / (norms + 1e-6))
    return jax.tree.map(lambda g: jnp.einsum("b...,b->...", g, scale) / x.shape[0], per_ex)


@jax.jit
def dp_step(params, opt_state, x, y, key):
    g = clipped_grad(params, x, y)
    leaves, treedef = jax.tree.flatten(g)
    keys = jax.random.split(key, len(leaves))
    noisy = [l + NOISE_MULT * L2_CLIP / x.shape[0] * jax.random.normal(k, l.shape) for l, k in zip(leaves, keys)]
    g = jax.tree.unflatten(treedef, noisy)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
Y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.sgd(0.5)
opt_state = tx.init(params)
key = jax.random.PRNGKey(7)
print(f"DP-SGD: clip={L2_CLIP} noise_multiplier={NOISE_MULT} batch={BATCH} examples={len(X)}")
for step in range(100):
    idx = rng.choice(len(X), BATCH, replace=False)
    key, sub = jax.random.split(key)
    params, opt_state = dp_step(params, opt_state, X[idx], Y[idx], sub)
    if step % 10 == 0:
        acc = (model.apply({"params": params}, X).argmax(-1) == Y).mean()
        print(f"step {step} train_acc={float(acc):.3f}")
