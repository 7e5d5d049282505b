"""Sentiment classifier on variable-length token batches (dynamic padding like HF DataCollatorWithPadding).
Training is much slower than the PyTorch version; jax_log_compiles switched on to look into it."""
import time
import logging
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

logging.basicConfig(level=logging.WARNING, format="%(levelname)s:%(name)s:%(message)s")
jax.config.update("jax_log_compiles", True)

VOCAB, PAD = 4000, 0


class BiGRUClassifier(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        mask = (tokens != PAD)
        x = nn.Embed(VOCAB, 128)(tokens)
        x = nn.Bidirectional(nn.RNN(nn.GRUCell(128)), nn.RNN(nn.GRUCell(128)))(x)
        x = nn.SelfAttention(num_heads=4)(x, mask=nn.make_attention_mask(mask, mask))
        x = (x * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)
        return nn.Dense(2)(nn.relu(nn.Dense(128)(x)))


def dataset(rng, n=20000):
    lengths = rng.integers(8, 256, size=n)
    seqs = [rng.integers(1, VOCAB, size=l) for l in lengths]
    labels = np.array([int(s[:4].sum() % 2) for s in seqs], np.int32)
    return seqs, labels


def collate(seqs):
    """Pad to the longest sequence in the batch (dynamic padding)."""
    T = max(len(s) for s in seqs)
    out = np.full((len(seqs), T), PAD, np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out


rng = np.random.default_rng(0)
seqs, labels = dataset(rng)
model = BiGRUClassifier()
params = model.init(jax.random.PRNGKey(0), collate(seqs[:2]))["params"]
tx = optax.adamw(2e-5 * 50)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


bs = 32
n_steps = len(seqs) // bs
t0 = time.time()
for epoch in range(3):
    perm = rng.permutation(len(seqs))
    for step in range(n_steps):
        idx = perm[step * bs:(step + 1) * bs]
        x = collate([seqs[i] for i in idx])
        params, opt_state, loss = train_step(params, opt_state, x, labels[idx])
        if step % 5 == 0:
            el = time.time() - t0
            print(f"Epoch {epoch + 1} | {step}/{n_steps} [{el:5.0f}s, {(step + 1) / el:.2f} it/s] loss={float(loss):.4f} seq_len={x.shape[1]}", flush=True)
