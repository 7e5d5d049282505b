"""Train a small VAE on synthetic 8x8 'digits' (Flax linen + optax)."""
import logging
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s] %(message)s")
log = logging.getLogger("vae")

LATENT = 8
BATCH = 64
EPOCHS = 5
LR = 1e-3


def make_data(n=2048, seed=0):
    rng = np.random.default_rng(seed)
    protos = rng.random((10, 64)) > 0.6
    idx = rng.integers(0, 10, n)
    x = protos[idx].astype(np.float32)
    flip = rng.random(x.shape) < 0.05
    x = np.where(flip, 1.0 - x, x)
    return x


class Encoder(nn.Module):
    latent: int

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(128)(x))
        h = nn.relu(nn.Dense(64)(h))
        mean = nn.Dense(self.latent)(h)
        logvar = nn.Dense(self.latent)(h)
        return mean, logvar


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, z):
        h = nn.relu(nn.Dense(64)(z))
        h = nn.relu(nn.Dense(128)(h))
        return nn.Dense(64)(h)


class VAE(nn.Module):
    latent: int

    def setup(self):
        self.encoder = Encoder(self.latent)
        self.decoder = Decoder()

    def __call__(self, x, key):
        mean, logvar = self.encoder(x)
        std = jnp.exp(0.5 * logvar)
        eps = jax.random.normal(key, mean.shape)
        z = mean + std * eps
        return self.decoder(z), mean, logvar


def loss_fn(params, model, x, key):
    logits, mean, logvar = model.apply({"params": params}, x, key)
    rec = optax.sigmoid_binary_cross_entropy(logits, x).sum(-1).mean()
    kl = (-0.5 * jnp.sum(1 + logvar - mean ** 2 - jnp.exp(logvar), axis=-1)).mean()
    return rec + kl, (rec, kl)


def main():
    data = make_data()
    model = VAE(LATENT)
    key = jax.random.PRNGKey(42)
    key, init_key, z_key = jax.random.split(key, 3)
    params = model.init(init_key, jnp.zeros((1, 64)), z_key)["params"]
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
    log.info("VAE initialised: %d parameters, latent=%d", n_params, LATENT)
    tx = optax.adam(LR)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, key):
        (loss, (rec, kl)), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, model, x, key)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, opt_state, loss, rec, kl

    steps = len(data) // BATCH
    rng = np.random.default_rng(1)
    for epoch in range(EPOCHS):
        t0 = time.time()
        perm = rng.permutation(len(data))
        tot = np.zeros(3)
        for i in range(steps):
            xb = jnp.asarray(data[perm[i * BATCH:(i + 1) * BATCH]])
            key, sk = jax.random.split(key)
            params, opt_state, loss, rec, kl = train_step(params, opt_state, xb, sk)
            tot += np.array([loss, rec, kl])
        tot /= steps
        log.info("epoch %d/%d  loss=%.3f  recon=%.3f  kl=%.3f  (%.1fs)", epoch + 1, EPOCHS, *tot, time.time() - t0)

    key, sk = jax.random.split(key)
    z = jax.random.normal(sk, (16, LATENT))
    samples = jax.nn.sigmoid(model.apply({"params": params}, z, method=lambda m, z: m.decoder(z)))
    log.info("sampled %s images, mean pixel %.3f", samples.shape, float(samples.mean()))
    log.info("training finished")


if __name__ == "__main__":
    main()
