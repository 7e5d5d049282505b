"""Conditional VAE on tabular sensor data. Encoder predicts (mu, sigma) like the torch version."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

D_IN, LATENT, BATCH, EPOCHS = 24, 4, 128, 12
BETA = 1.0


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(64)(x))
        h = nn.tanh(nn.Dense(64)(h))
        mu = nn.Dense(LATENT)(h)
        sigma = nn.Dense(LATENT)(h)        # torch code: self.fc_sigma(h)
        return mu, sigma


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, z):
        h = nn.tanh(nn.Dense(64)(z))
        return nn.Dense(D_IN)(h)


class CVAE(nn.Module):
    def setup(self):
        self.enc = Encoder()
        self.dec = Decoder()

    def __call__(self, x, rng):
        mu, sigma = self.enc(x)
        z = mu + sigma * jax.random.normal(rng, mu.shape)
        return self.dec(z), mu, sigma


def kl_divergence(mu, sigma):
    # KL(N(mu, sigma^2) || N(0, 1))
    return jnp.sum(0.5 * (sigma ** 2 + mu ** 2 - 1.0) - jnp.log(sigma), axis=-1)


rng = np.random.default_rng(3)
W = rng.normal(size=(3, D_IN))
Z = rng.normal(size=(8192, 3))
X = np.tanh(Z @ W) + 0.05 * rng.normal(size=(8192, D_IN))
X = ((X - X.mean(0)) / X.std(0)).astype(np.float32)

model = CVAE()
key = jax.random.PRNGKey(0)
key, k1, k2 = jax.random.split(key, 3)
params = model.init(k1, jnp.zeros((1, D_IN)), k2)
tx = optax.chain(optax.clip_by_global_norm(5.0), optax.adam(3e-3))
opt_state = tx.init(params)


@jax.jit
def step_fn(params, opt_state, x, rng):
    def loss_fn(p):
        recon, mu, sigma = model.apply(p, x, rng)
        rec = jnp.sum((recon - x) ** 2, axis=-1).mean()
        kl = kl_divergence(mu, sigma).mean()
        return rec + BETA * kl, (rec, kl)
    (loss, (rec, kl)), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, rec, kl


n_batches = len(X) // BATCH
for epoch in range(EPOCHS):
    perm = rng.permutation(len(X))
    losses = []
    for b in range(n_batches):
        key, sk = jax.random.split(key)
        xb = jnp.asarray(X[perm[b * BATCH:(b + 1) * BATCH]])
        params, opt_state, loss, rec, kl = step_fn(params, opt_state, xb, sk)
        losses.append((float(loss), float(rec), float(kl)))
    l, r, k = np.mean(losses, axis=0)
    print(f"Epoch {epoch + 1:02d}/{EPOCHS} - loss: {l:.4f} - recon: {r:.4f} - kl: {k:.4f}")
