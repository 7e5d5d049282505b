# Small UNet-style denoiser on synthetic images (port of a PyTorch model)
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class Down(nn.Module):
    ch: int
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(self.ch, (3, 3), strides=(2, 2), padding="VALID")(x))
        return x

class Up(nn.Module):
    ch: int
    @nn.compact
    def __call__(self, x, skip):
        x = nn.ConvTranspose(self.ch, (2, 2), strides=(2, 2))(x)
        x = jnp.concatenate([x, skip], axis=-1)
        return nn.relu(nn.Conv(self.ch, (3, 3))(x))

class UNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        s1 = nn.relu(nn.Conv(16, (3, 3))(x))
        d1 = Down(32)(s1)
        d2 = Down(64)(d1)
        u1 = Up(32)(d2, d1)
        u2 = Up(16)(u1, s1)
        return nn.Conv(1, (1, 1))(u2)

def loader(rng, n=256, bs=32):
    clean = rng.random((n, 32, 32, 1)).astype(np.float32)
    noisy = clean + 0.1 * rng.standard_normal(clean.shape).astype(np.float32)
    for i in range(0, n, bs):
        yield noisy[i:i+bs], clean[i:i+bs]

model = UNet()
rng = np.random.default_rng(0)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 1)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(2):
    for i, (x, y) in enumerate(loader(rng)):
        params, opt_state, loss = step(params, opt_state, x, y)
    print(f"epoch {epoch} loss {float(loss):.4f}")
