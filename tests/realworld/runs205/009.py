"""Small VAE on synthetic binary 'images' in Flax linen; loss = BCE recon + beta * KL. Ported from the PyTorch VAE example."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
log = logging.getLogger("vae")
LATENT, BETA = 8, 1.0

class VAE(nn.Module):
    @nn.compact
    def __call__(self, x, rng):
        h = nn.relu(nn.Dense(256)(x))
        mu, logvar = nn.Dense(LATENT)(h), nn.Dense(LATENT)(h)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(rng, mu.shape)
        h = nn.relu(nn.Dense(256)(z))
        return nn.Dense(x.shape[-1])(h), mu, logvar

def loss_fn(params, model, x, rng):
    logits, mu, logvar = model.apply({"params": params}, x, rng)
    recon = optax.sigmoid_binary_cross_entropy(logits, x).sum(-1).mean()
    kl = -0.5 * jnp.mean(jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), axis=-1))
    return recon + BETA * kl

def main():
    r = np.random.default_rng(0)
    protos = (r.random((5, 196)) > 0.5).astype(np.float32)
    data = np.abs(protos[r.integers(0, 5, 4000)] - (r.random((4000, 196)) < 0.05)).astype(np.float32)
    model = VAE()
    key = jax.random.key(0)
    params = model.init(key, data[:1], key)["params"]
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, rng):
        (loss, aux), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, model, x, rng)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    log.info("training VAE: %d samples, latent=%d, beta=%.1f", len(data), LATENT, BETA)
    for epoch in range(5):
        perm = r.permutation(len(data)); tot = 0.0
        for i in range(0, len(perm), 100):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, data[perm[i:i + 100]], sub)
            tot += float(loss)
        log.info("====> Epoch: %d Average loss: %.4f", epoch, tot / (len(perm) // 100))

if __name__ == "__main__":
    main()
