"""Tiny NNX transformer encoder for sequence classification; padding mask built the HF/PyTorch way."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

VOCAB, D, HEADS, MAXLEN, NCLS, PAD = 300, 32, 4, 20, 3, 0

class EncoderBlock(nnx.Module):
    def __init__(self, rngs):
        self.attn = nnx.MultiHeadAttention(num_heads=HEADS, in_features=D, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.ff1 = nnx.Linear(D, 4 * D, rngs=rngs)
        self.ff2 = nnx.Linear(4 * D, D, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
    def __call__(self, x, mask):
        x = self.ln1(x + self.attn(x, mask=mask))
        return self.ln2(x + self.ff2(nnx.gelu(self.ff1(x))))

class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Param(jax.random.normal(rngs.params(), (MAXLEN, D)) * 0.02)
        self.blocks = nnx.List([EncoderBlock(rngs) for _ in range(2)])
        self.head = nnx.Linear(D, NCLS, rngs=rngs)
    def __call__(self, ids):
        attention_mask = (ids != PAD)                     # (batch, seq) like tokenizer(...)["attention_mask"]
        x = self.emb(ids) + self.pos[...][: ids.shape[1]]
        for blk in self.blocks:
            x = blk(x, attention_mask)
        m = attention_mask[..., None]
        return self.head((x * m).sum(1) / m.sum(1))

rng = np.random.default_rng(0)
def batch(n):
    lens = rng.integers(5, MAXLEN + 1, n)
    ids = np.zeros((n, MAXLEN), np.int32)
    y = rng.integers(0, NCLS, n).astype(np.int32)
    for i, l in enumerate(lens):
        ids[i, :l] = rng.integers(10, VOCAB, l)
        ids[i, 0] = 1 + y[i]          # class token
    return ids, y

model = Classifier(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, ids, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(ids), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss

print("n_params:", sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param))))
for step in range(1, 201):
    ids, y = batch(32)
    loss = train_step(model, opt, jnp.asarray(ids), jnp.asarray(y))
    if step % 20 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f}")
