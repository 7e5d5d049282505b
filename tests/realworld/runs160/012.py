"""Small VAE on synthetic 2-D manifold data (flax.linen + optax), Keras-style epoch lines."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

D, Z = 16, 2
rng = np.random.default_rng(0)
t = rng.uniform(0, 2 * np.pi, (4096, 2))
A = rng.normal(size=(4, D)).astype(np.float32)
X = (np.concatenate([np.sin(t), np.cos(t)], 1) @ A + 0.05 * rng.normal(size=(4096, D))).astype(np.float32)

class VAE(nn.Module):
    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(64)(x)); h = nn.relu(nn.Dense(64)(h))
        mu, logvar = nn.Dense(Z)(h), nn.Dense(Z)(h)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        d = nn.relu(nn.Dense(64, name="dec1")(z)); d = nn.relu(nn.Dense(64, name="dec2")(d))
        return nn.Dense(D, name="out")(d), mu, logvar

model = VAE()
key = jax.random.PRNGKey(0)
params = model.init(key, X[:2], key)["params"]
tx = optax.chain(optax.clip_by_global_norm(5.0), optax.adam(optax.exponential_decay(2e-3, 500, 0.7)))
opt_state = tx.init(params)

def losses(p, x, k):
    xr, mu, logvar = model.apply({"params": p}, x, k)
    recon = jnp.sum((xr - x) ** 2, -1).mean()
    kl = (-0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1)).mean()
    return recon + kl, (recon, kl)

@jax.jit
def step(p, s, x, k):
    (l, (r, kl)), g = jax.value_and_grad(losses, has_aux=True)(p, x, k)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, l, r, kl

EPOCHS, BS = 10, 128
spe = len(X) // BS
for ep in range(1, EPOCHS + 1):
    t0 = time.time(); perm = rng.permutation(len(X)); m = np.zeros(3)
    for i in range(spe):
        key, sub = jax.random.split(key)
        params, opt_state, l, r, kl = step(params, opt_state, X[perm[i * BS:(i + 1) * BS]], sub)
        m += np.array([float(l), float(r), float(kl)])
    m /= spe
    print(f"Epoch {ep:02d}/{EPOCHS} - {spe} steps - {time.time()-t0:.1f}s - loss: {m[0]:.4f} - recon: {m[1]:.4f} - kl: {m[2]:.4f}")
print("saved model summary: latent dim", Z, "params", sum(v.size for v in jax.tree_util.tree_leaves(params)))
