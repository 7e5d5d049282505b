"""Keyword-spotting model on log-mel-like spectrograms, everything in float16 to mirror the
PyTorch AMP recipe (audio is loaded as float16 to halve host memory). Flax linen + Optax."""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

SR, N_FFT, HOP, N_CLASSES = 16000, 400, 160, 12
DTYPE = jnp.float16


def stft_mag(audio):
    # audio: (batch, samples) -> (batch, frames, n_fft//2+1)
    n_frames = 1 + (audio.shape[-1] - N_FFT) // HOP
    idx = jnp.arange(N_FFT)[None, :] + HOP * jnp.arange(n_frames)[:, None]
    frames = audio[:, idx] * jnp.hanning(N_FFT).astype(audio.dtype)
    return jnp.abs(jnp.fft.rfft(frames, axis=-1))


class KWS(nn.Module):
    @nn.compact
    def __call__(self, audio):
        spec = jnp.log1p(stft_mag(audio))[..., None]
        x = nn.relu(nn.Conv(16, (3, 3), strides=2, dtype=DTYPE)(spec))
        x = nn.relu(nn.Conv(32, (3, 3), strides=2, dtype=DTYPE)(x))
        return nn.Dense(N_CLASSES, dtype=DTYPE)(x.mean((1, 2)))


def synth_batch(rng, bs):
    y = rng.integers(0, N_CLASSES, bs)
    t = np.arange(SR) / SR
    audio = np.sin(2 * np.pi * (300 + 150 * y[:, None]) * t) + 0.3 * rng.normal(size=(bs, SR))
    return audio.astype(np.float16), y


rng = np.random.default_rng(0)
model = KWS()
x0, _ = synth_batch(rng, 2)
print(f"audio batch dtype={x0.dtype} shape={x0.shape}, n_fft={N_FFT}, hop={HOP}")
params = model.init(jax.random.PRNGKey(0), jnp.asarray(x0))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for step in range(1, 51):
    x, y = synth_batch(rng, 16)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
