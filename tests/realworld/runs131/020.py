"""Tabular autoencoder in Flax; initialisation ported from a PyTorch helper that applied
nn.init.xavier_uniform_ to every weight AND bias."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

XAVIER = nn.initializers.xavier_uniform()

def dense(features):
    return nn.Dense(features, kernel_init=XAVIER, bias_init=XAVIER)

class AutoEncoder(nn.Module):
    latent: int = 8
    @nn.compact
    def __call__(self, x):
        z = dense(self.latent)(nn.relu(dense(64)(x)))
        return dense(x.shape[-1])(nn.relu(dense(64)(z)))

rng = np.random.default_rng(0)
data = rng.normal(size=(1000, 30)).astype(np.float32)
print("data:", data.shape, data.dtype)
model = AutoEncoder()
params = model.init(jax.random.key(0), data[:1])
tx = optax.adam(1e-3); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - xb) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(5):
    for i in range(0, 1000, 100):
        params, opt_state, loss = step(params, opt_state, data[i:i + 100])
    print(f"epoch {epoch} recon_mse {float(loss):.4f}")
