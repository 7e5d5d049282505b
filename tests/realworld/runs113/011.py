"""Token-level tagger (NNX, BiLSTM-free: conv + MLP). Batches are padded to 64 by the loader; like the HF
DataCollatorWithPadding version, the step trims each batch to its longest sequence to save compute."""
import jax, jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

MAXLEN, VOCAB, NTAGS = 64, 200, 5

class Tagger(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 48, rngs=rngs)
        self.conv = nnx.Conv(48, 48, (3,), rngs=rngs)
        self.out = nnx.Linear(48, NTAGS, rngs=rngs)
    def __call__(self, ids):
        return self.out(nnx.relu(self.conv(self.emb(ids))))

rng = np.random.default_rng(0)
lengths = rng.integers(8, MAXLEN, 512)
ids = np.zeros((512, MAXLEN), np.int32); tags = np.zeros((512, MAXLEN), np.int32)
for i, L in enumerate(lengths):
    ids[i, :L] = rng.integers(1, VOCAB, L); tags[i, :L] = ids[i, :L] % NTAGS
print(f"train examples: {len(ids)}  max_len: {MAXLEN}  mean len: {lengths.mean():.1f}")

model = Tagger(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, ids, tags, lengths):
    T = lengths.max()
    ids, tags = ids[:, :T], tags[:, :T]            # dynamic padding: trim to longest in batch
    mask = jnp.arange(T)[None, :] < lengths[:, None]
    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(m(ids), tags)
        return (ce * mask).sum() / mask.sum()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

for epoch in range(3):
    for i in range(0, 512, 32):
        loss = train_step(model, optimizer, ids[i:i+32], tags[i:i+32], lengths[i:i+32])
    print(f"epoch {epoch}: loss={float(loss):.4f}")
