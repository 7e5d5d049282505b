"""DDPM training on 16x16 toy images, ported from a PyTorch diffusion tutorial."""
import math
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

T = 200
BATCH = 32
IMG = 16


def linear_beta_schedule(timesteps, start=1e-4, end=0.02):
    return jnp.linspace(start, end, timesteps)


betas = linear_beta_schedule(T)
alphas = 1.0 - betas
alphas_cumprod = jnp.cumprod(alphas)
sqrt_ac = jnp.sqrt(alphas_cumprod)
sqrt_1m_ac = jnp.sqrt(1.0 - alphas_cumprod)


def timestep_embedding(t, dim=32):
    half = dim // 2
    freqs = jnp.exp(-math.log(10000) * jnp.arange(half) / half)
    args = t[:, None].astype(jnp.float32) * freqs[None]
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)], axis=-1)


class TinyUNet(nn.Module):
    ch: int = 32

    @nn.compact
    def __call__(self, x, t):
        temb = nn.Dense(self.ch)(timestep_embedding(t))
        h = nn.Conv(self.ch, (3, 3))(x)
        h = nn.silu(h + temb[:, None, None, :])
        h = nn.Conv(self.ch, (3, 3), strides=(2, 2))(h)
        h = nn.silu(nn.GroupNorm(8)(h))
        h = nn.ConvTranspose(self.ch, (3, 3), strides=(2, 2))(h)
        h = nn.silu(nn.GroupNorm(8)(h))
        return nn.Conv(x.shape[-1], (3, 3))(h)


def q_sample(x0, t, noise):
    # x_t = sqrt(a_bar_t) * x0 + sqrt(1 - a_bar_t) * eps
    return sqrt_ac[t] * x0 + sqrt_1m_ac[t] * noise


def make_batch(rng):
    xs = np.linspace(-1, 1, IMG)
    xx, yy = np.meshgrid(xs, xs)
    cx = rng.uniform(-0.5, 0.5, (BATCH, 1, 1))
    cy = rng.uniform(-0.5, 0.5, (BATCH, 1, 1))
    img = ((xx - cx) ** 2 + (yy - cy) ** 2 < 0.15).astype(np.float32) * 2 - 1
    return np.stack([img, -img, img], axis=-1)  # 3-channel RGB-like toy images


model = TinyUNet()
key = jax.random.PRNGKey(0)
key, ik = jax.random.split(key)
params = model.init(ik, jnp.zeros((1, IMG, IMG, 3)), jnp.zeros((1,), jnp.int32))
tx = optax.adamw(2e-4, weight_decay=0.0)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x0, key):
    tkey, nkey = jax.random.split(key)
    t = jax.random.randint(tkey, (x0.shape[0],), 0, T)
    noise = jax.random.normal(nkey, x0.shape)
    xt = q_sample(x0, t, noise)

    def loss_fn(p):
        pred = model.apply(p, xt, t)
        return jnp.mean((pred - noise) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
print(f"DDPM: T={T} batch={BATCH} img={IMG}x{IMG} devices={jax.devices()}")
for step in range(1, 301):
    key, sk = jax.random.split(key)
    params, opt_state, loss = train_step(params, opt_state, jnp.asarray(make_batch(rng)), sk)
    if step % 50 == 0:
        print(f"step {step:4d} | mse {float(loss):.4f}")
