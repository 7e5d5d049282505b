# parity test: JAX port of the torch masked token loss vs. the reference numbers dumped from torch
import jax, jax.numpy as jnp, numpy as np

rng = np.random.default_rng(0)
B, T, V = 4, 32, 50
logits = rng.normal(size=(B, T, V)).astype(np.float32)
labels = rng.integers(0, V, size=(B, T))
labels[rng.random((B, T)) < 0.6] = -100        # ignore_index, like HF data collator
n_valid = int((labels != -100).sum())

# reference: torch F.cross_entropy(logits.view(-1, V), labels.view(-1), ignore_index=-100)
lf, yf = logits.reshape(-1, V), labels.reshape(-1)
keep = yf != -100
lse = np.log(np.exp(lf[keep]).sum(-1))
ref = float(np.mean(lse - lf[keep][np.arange(keep.sum()), yf[keep]]))

MAX_TOKENS = B * T   # static size so it works under jit

@jax.jit
def masked_ce(logits, labels):
    lf = logits.reshape(-1, logits.shape[-1]); yf = labels.reshape(-1)
    (idx,) = jnp.nonzero(yf != -100, size=MAX_TOKENS)
    sel_logits = lf[idx]
    sel_labels = yf[idx]
    logp = jax.nn.log_softmax(sel_logits)
    nll = -jnp.take_along_axis(logp, jnp.clip(sel_labels, 0)[:, None], axis=1)[:, 0]
    return nll.mean()

out = float(masked_ce(jnp.asarray(logits), jnp.asarray(labels)))
print(f"valid tokens: {n_valid} / {B*T}")
print(f"torch reference loss: {ref:.6f}")
print(f"jax port loss:        {out:.6f}")
print(f"abs diff: {abs(out - ref):.6f}")
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
print("parity OK")
