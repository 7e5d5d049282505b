"""Small VAE on synthetic 2-moons-like data (Flax linen). The user turned on jax_debug_key_reuse after
noticing that reconstructions look identical between epochs."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

jax.config.update("jax_debug_key_reuse", True)

class VAE(nn.Module):
    latent: int = 2
    @nn.compact
    def __call__(self, x, key):
        h = nn.tanh(nn.Dense(64)(x))
        mu, logvar = nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)
        eps = jax.random.normal(key, mu.shape)
        z = mu + jnp.exp(0.5 * logvar) * eps
        out = nn.Dense(x.shape[-1])(nn.tanh(nn.Dense(64)(z)))
        return out, mu, logvar

rng = np.random.default_rng(0)
t = rng.uniform(0, np.pi, 2048)
data = np.stack([np.cos(t), np.sin(t)], 1) + 0.05 * rng.normal(size=(2048, 2))
data = data.astype(np.float32)

key = jax.random.key(0)
model = VAE()
params = model.init(key, data[:4], key)
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, key):
    def loss_fn(p):
        recon, mu, logvar = model.apply(p, xb, key)
        rec = jnp.sum((recon - xb) ** 2, -1).mean()
        kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1).mean()
        return rec + kl, (rec, kl)
    (loss, (rec, kl)), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, rec, kl

print("training VAE: 2048 samples, batch 128")
for epoch in range(3):
    t0 = time.time()
    for i in range(0, len(data), 128):
        params, opt_state, loss, rec, kl = train_step(params, opt_state, data[i:i + 128], key)
    print(f"epoch {epoch} loss {float(loss):.4f} rec {float(rec):.4f} kl {float(kl):.4f} ({time.time()-t0:.1f}s)")
