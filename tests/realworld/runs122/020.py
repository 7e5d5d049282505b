"""FastSpeech-style length regulator: expand phoneme encodings by predicted durations, inside a jitted train step."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

N_PHON, D, N_MEL = 40, 64, 20

class TinyFastSpeech(nn.Module):
    @nn.compact
    def __call__(self, phonemes, durations):
        h = nn.Embed(N_PHON, D)(phonemes)                    # [T_phon, D]
        h = nn.relu(nn.Dense(D)(h))
        log_dur = nn.Dense(1)(h)[:, 0]                        # duration predictor
        frames = jnp.repeat(h, durations, axis=0)             # length regulator -> [T_mel, D]
        mel = nn.Dense(N_MEL)(nn.relu(nn.Dense(D)(frames)))
        return mel, log_dur

rng = np.random.default_rng(0)
def make_utt():
    T = rng.integers(8, 16)
    ph = rng.integers(0, N_PHON, T).astype(np.int32)
    dur = rng.integers(1, 6, T).astype(np.int32)
    mel = rng.normal(size=(int(dur.sum()), N_MEL)).astype(np.float32)
    return ph, dur, mel

model = TinyFastSpeech()
ph0, dur0, _ = make_utt()
params = model.init(jax.random.PRNGKey(0), ph0, dur0)["params"]
print("initialised", sum(p.size for p in jax.tree_util.tree_leaves(params)), "params")
tx = optax.adam(1e-3); opt = tx.init(params)

@jax.jit
def train_step(params, opt, ph, dur, mel):
    def lf(p):
        pred, log_dur = model.apply({"params": p}, ph, dur)
        return jnp.mean((pred - mel) ** 2) + jnp.mean((log_dur - jnp.log(dur.astype(jnp.float32))) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt)
    return optax.apply_updates(params, u), opt, loss

for it in range(20):
    ph, dur, mel = make_utt()
    params, opt, loss = train_step(params, opt, ph, dur, mel)
    print(f"it {it} loss {float(loss):.4f}")
