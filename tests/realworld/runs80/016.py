# FastSpeech-style length regulator in JAX: expand phoneme encodings by predicted durations
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class TinyFastSpeech(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(60, 64, rngs=rngs)
        self.enc = nnx.Linear(64, 64, rngs=rngs)
        self.dur = nnx.Linear(64, 1, rngs=rngs)
        self.dec = nnx.Linear(64, 80, rngs=rngs)   # 80 mel bins

    def __call__(self, phonemes, durations):
        h = nnx.relu(self.enc(self.emb(phonemes)))            # (P, 64)
        log_dur_pred = self.dur(h).squeeze(-1)
        # length regulator (torch: torch.repeat_interleave(h, durations, dim=0))
        expanded = jnp.repeat(h, durations, axis=0)          # (sum(durations), 64)
        mel = self.dec(expanded)
        return mel, log_dur_pred

rng = np.random.default_rng(0)
utts = []
for _ in range(16):
    P = 12
    ph = rng.integers(0, 60, P)
    d = rng.integers(1, 6, P)
    utts.append((ph, d, rng.normal(size=(d.sum(), 80)).astype(np.float32)))

model = TinyFastSpeech(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, ph, dur, mel_target):
    def lf(m):
        mel, log_d = m(ph, dur)
        mel_loss = jnp.mean(jnp.abs(mel - mel_target))
        dur_loss = jnp.mean((log_d - jnp.log(dur.astype(jnp.float32))) ** 2)
        return mel_loss + dur_loss
    loss, g = nnx.value_and_grad(lf)(model)
    opt.update(model, g)
    return loss

for epoch in range(3):
    for k, (ph, d, mel) in enumerate(utts):
        loss = train_step(model, opt, ph, d, mel)
    print(f"epoch {epoch} loss {float(loss):.4f}")
