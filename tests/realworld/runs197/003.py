"""Image features -> PCA whitening -> linear probe. Preprocessing done in half precision to save memory."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

print("jax", jax.__version__, "backend", jax.default_backend())
rng = np.random.default_rng(0)
feats = rng.normal(size=(4000, 256)).astype(np.float16)   # cached backbone features (fp16 on disk)
labels = rng.integers(0, 5, size=4000).astype(np.int32)
print("loaded features", feats.shape, feats.dtype)

COMPUTE_DTYPE = jnp.float16

def fit_whitening(x, n_components=64):
    x = jnp.asarray(x, COMPUTE_DTYPE)
    mu = x.mean(0)
    xc = x - mu
    cov = (xc.T @ xc) / (x.shape[0] - 1)
    u, s, _ = jnp.linalg.svd(cov)
    w = u[:, :n_components] / jnp.sqrt(s[:n_components] + 1e-5)
    return mu, w

mu, W = fit_whitening(feats)
z = (jnp.asarray(feats, COMPUTE_DTYPE) - mu) @ W
print("whitened", z.shape)

probe = nn.Dense(5)
params = probe.init(jax.random.PRNGKey(0), z[:1])
tx = optax.sgd(0.1)
opt = tx.init(params)
for step in range(50):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(probe.apply(p, z), labels).mean())(params)
    u, opt = tx.update(g, opt); params = optax.apply_updates(params, u)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
