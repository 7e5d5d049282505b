"""Convolution-free VAE on synthetic 'MNIST-like' vectors (Flax linen + optax)."""
import time
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

LATENT, LR, BS, EPOCHS = 8, 5e-2, 128, 6   # lr copied from the Keras example's "learning_rate=0.05" for SGD

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(256)(x)); h = nn.relu(nn.Dense(128)(h))
        return nn.Dense(LATENT)(h), nn.Dense(LATENT)(h)   # mean, logvar

class Decoder(nn.Module):
    @nn.compact
    def __call__(self, z):
        h = nn.relu(nn.Dense(128)(z)); h = nn.relu(nn.Dense(256)(h))
        return nn.Dense(784)(h)

class VAE(nn.Module):
    def setup(self):
        self.enc = Encoder(); self.dec = Decoder()
    def __call__(self, x, key):
        mean, logvar = self.enc(x)
        std = jnp.exp(0.5 * logvar)
        z = mean + std * jax.random.normal(key, mean.shape)
        return self.dec(z), mean, logvar

@jax.jit
def train_step(state, x, key):
    def loss_fn(params):
        recon, mean, logvar = state.apply_fn({"params": params}, x, key)
        rec = jnp.sum((recon - x) ** 2, axis=-1).mean()                      # sum over pixels
        kld = -0.5 * jnp.sum(1 + logvar - mean ** 2 - jnp.exp(logvar), axis=-1).mean()
        return rec + kld, (rec, kld)
    (loss, (rec, kld)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, rec, kld

def main():
    rng = np.random.default_rng(0)
    protos = rng.uniform(0, 255, (10, 784)).astype(np.float32)
    data = protos[rng.integers(0, 10, 6000)] + rng.normal(0, 20, (6000, 784)).astype(np.float32)
    data = np.clip(data, 0, 255)          # raw pixel values
    model = VAE()
    key = jax.random.PRNGKey(42)
    params = model.init(key, data[:1], key)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(LR))
    steps = len(data) // BS
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time(); perm = rng.permutation(len(data))
        for i in range(steps):
            key, sk = jax.random.split(key)
            state, loss, rec, kld = train_step(state, data[perm[i*BS:(i+1)*BS]], sk)
            if i % 15 == 0:
                print(f"Epoch {epoch} [{i:3d}/{steps}]  loss={float(loss):.4f}  recon={float(rec):.4f}  kl={float(kld):.4f}")
        print(f"====> Epoch {epoch} finished in {time.time()-t0:.1f}s  last loss={float(loss):.4f}")
    print("Training finished; saving samples to samples.npy")
    z = jax.random.normal(key, (16, LATENT))
    np.save("/home/user/project/samples.npy", np.asarray(model.apply({"params": state.params}, z, method=lambda m, z: m.dec(z))))

if __name__ == "__main__":
    main()
