"""VAE on synthetic 2-D blobs (script from an older research repo, jax 0.3 era).
Prints KL / reconstruction terms from inside the jitted step with host_callback."""
import numpy as np
import jax
import jax.numpy as jnp
from jax.experimental import host_callback as hcb
import flax.linen as nn
import optax
from flax.training import train_state

LATENT = 2


class VAE(nn.Module):
    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(64)(x))
        mu, logvar = nn.Dense(LATENT)(h), nn.Dense(LATENT)(h)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        rec = nn.Dense(x.shape[-1])(nn.relu(nn.Dense(64)(z)))
        return rec, mu, logvar


@jax.jit
def train_step(state, x, key):
    def lf(p):
        rec, mu, logvar = state.apply_fn({"params": p}, x, key)
        rec_loss = jnp.mean(jnp.sum((rec - x) ** 2, -1))
        kl = jnp.mean(-0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1))
        hcb.id_print(kl, what="kl")
        return rec_loss + kl
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l


rng = np.random.default_rng(0)
X = np.concatenate([rng.normal(loc=c, scale=0.3, size=(500, 8)) for c in (-2, 0, 2)]).astype(np.float32)
model = VAE()
key = jax.random.PRNGKey(0)
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(key, X[:1], key)["params"],
                                      tx=optax.adam(1e-3))
for epoch in range(5):
    for i in range(0, len(X), 100):
        key, sk = jax.random.split(key)
        state, loss = train_step(state, X[i:i + 100], sk)
    print(f"epoch {epoch} elbo_loss={float(loss):.4f}")
