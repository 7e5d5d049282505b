"""Transformer text classifier in Flax linen. The collate function pads each batch to its own longest
sequence (DataCollatorWithPadding habit from the HF/PyTorch version)."""
import logging, time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

logging.basicConfig(level=logging.INFO, format="%(asctime)s | %(levelname)s | %(message)s")
log = logging.getLogger(__name__)
VOCAB, D, LAYERS, HEADS = 1000, 128, 4, 4

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=HEADS)(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, toks):
        pad = toks > 0
        mask = nn.make_attention_mask(pad, pad)
        x = nn.Embed(VOCAB, D)(toks) + nn.Embed(512, D)(jnp.arange(toks.shape[1]))
        for _ in range(LAYERS):
            x = Block()(x, mask)
        x = (x * pad[..., None]).sum(1) / pad.sum(1, keepdims=True)
        return nn.Dense(2)(x)

rng = np.random.default_rng(0)
lengths = rng.integers(8, 400, 20000)
labels = rng.integers(0, 2, 20000).astype(np.int32)
def collate(idx):
    L = int(lengths[idx].max())
    toks = np.zeros((len(idx), L), np.int32)
    for r, i in enumerate(idx):
        toks[r, :lengths[i]] = rng.integers(1 + labels[i] * 500, 500 + labels[i] * 499, lengths[i])
    return toks, labels[idx]

model = Classifier()
params = model.init(jax.random.key(0), np.ones((2, 16), np.int32))
tx = optax.adamw(3e-4); opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, toks, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, toks), y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

BS = 16
steps = len(lengths) // BS
log.info("start training: %d examples, batch %d, %d steps/epoch", len(lengths), BS, steps)
t0 = time.time()
for step in range(1, steps + 1):
    idx = rng.integers(0, len(lengths), BS)
    toks, y = collate(idx)
    params, opt_state, loss = train_step(params, opt_state, toks, y)
    if step % 5 == 0:
        el = time.time() - t0
        log.info("step %d/%d loss %.4f | %.2f s/it | eta %.1f min", step, steps, float(loss), el / step, el / step * (steps - step) / 60)
log.info("epoch done")
