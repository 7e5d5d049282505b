"""Sentiment classifier (linen Transformer encoder) ported from a HF Trainer script.
Batches are padded to the longest sequence in the batch (DataCollatorWithPadding style)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

jax.config.update("jax_explain_cache_misses", True)   # turned on to find out why training is so slow

VOCAB, D, H, LAYERS, BS = 8000, 64, 4, 2, 16

def make_dataset(n=4000, seed=0):
    rng = np.random.default_rng(seed)
    lens = rng.integers(8, 256, size=n)
    seqs = [rng.integers(1, VOCAB, size=l) for l in lens]
    labels = np.array([int(s[:4].sum() % 2) for s in seqs], np.int32)
    return seqs, labels

def collate(seqs):
    L = max(len(s) for s in seqs)
    ids = np.zeros((len(seqs), L), np.int32); mask = np.zeros((len(seqs), L), bool)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s; mask[i, :len(s)] = True
    return ids, mask

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        a = nn.MultiHeadDotProductAttention(num_heads=H)(nn.LayerNorm()(x), mask=nn.make_attention_mask(mask, mask))
        x = x + a
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids, mask):
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(512, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(LAYERS):
            x = Block()(x, mask)
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return nn.Dense(2)(pooled)

seqs, labels = make_dataset()
model = Classifier()
ids0, m0 = collate(seqs[:2])
params = model.init(jax.random.key(0), ids0, m0)["params"]
tx = optax.adamw(2e-4)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, ids, mask, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, ids, mask), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

n_steps = len(seqs) // BS
print(f"***** Running training *****\n  Num examples = {len(seqs)}\n  Batch size = {BS}\n  Total steps = {n_steps}", flush=True)
t0 = time.time()
for step in range(n_steps):
    b = slice(step * BS, (step + 1) * BS)
    ids, mask = collate(seqs[b])
    params, opt_state, loss = train_step(params, opt_state, ids, mask, labels[b])
    if (step + 1) % 10 == 0:
        el = time.time() - t0
        print(f"step {step+1}/{n_steps} loss={float(loss):.4f} {el/(step+1):.2f}s/it elapsed={el:.0f}s", flush=True)
print("training done")
