"""Keyword-spotting model with an on-the-fly STFT front end, run in half precision (port of a torch model.half() recipe)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

SR, N_FFT, HOP, NCLS = 8000, 256, 128, 4
DTYPE = jnp.float16   # torch recipe: model.half(); inputs.half()

def make_data(n, rng):
    t = np.arange(SR // 2) / SR
    y = rng.integers(0, NCLS, size=n)
    freqs = np.array([300., 700., 1500., 2600.])
    x = np.sin(2 * np.pi * freqs[y][:, None] * t[None]) + 0.3 * rng.normal(size=(n, t.size))
    return x.astype(np.float32), y.astype(np.int32)

def stft_logmag(wave):
    n_frames = 1 + (wave.shape[-1] - N_FFT) // HOP
    idx = jnp.arange(N_FFT)[None, :] + HOP * jnp.arange(n_frames)[:, None]
    frames = wave[:, idx] * jnp.hanning(N_FFT).astype(wave.dtype)
    spec = jnp.fft.rfft(frames, axis=-1)
    return jnp.log1p(jnp.abs(spec))

class KWS(nn.Module):
    @nn.compact
    def __call__(self, wave):
        feats = stft_logmag(wave)[..., None]                       # (B, T, F, 1)
        x = nn.relu(nn.Conv(16, (3, 3), dtype=DTYPE)(feats))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3), dtype=DTYPE)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(NCLS, dtype=DTYPE)(x).astype(jnp.float32)

def main():
    rng = np.random.default_rng(0)
    x, y = make_data(512, rng)
    print(f"devices: {jax.devices()} | waves {x.shape} dtype for model: {jnp.dtype(DTYPE).name}")
    model = KWS()
    x16 = jnp.asarray(x, DTYPE)
    params = model.init(jax.random.key(0), x16[:2])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(3):
        for i in range(0, len(x), 32):
            state, loss = train_step(state, x16[i:i + 32], y[i:i + 32])
        print(f"epoch {epoch} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
