# Port of a HF-style causal LM fine-tune to Flax NNX: the torch version drops pad tokens with logits[mask].
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax

VOCAB, D, SEQ, PAD = 200, 64, 32, 0

class TinyLM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
        self.mlp1 = nnx.Linear(D, 4 * D, rngs=rngs)
        self.mlp2 = nnx.Linear(4 * D, D, rngs=rngs)
        self.head = nnx.Linear(D, VOCAB, rngs=rngs)
    def __call__(self, ids):
        h = self.embed(ids)
        mask = nnx.make_causal_mask(ids)
        h = h + self.attn(self.ln1(h), mask=mask)
        h = h + self.mlp2(nnx.gelu(self.mlp1(self.ln2(h))))
        return self.head(h)

def collate(rng, bs=16):
    lens = rng.integers(8, SEQ + 1, size=bs)
    ids = np.full((bs, SEQ), PAD, np.int32)
    for i, L in enumerate(lens):
        start = rng.integers(1, VOCAB - 40)
        ids[i, :L] = (start + np.arange(L)) % (VOCAB - 1) + 1
    return {"input_ids": ids, "attention_mask": (ids != PAD).astype(np.int32)}

model = TinyLM(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        logits = model(batch["input_ids"])[:, :-1]
        labels = batch["input_ids"][:, 1:]
        keep = batch["attention_mask"][:, 1:].astype(bool)
        logits, labels = logits[keep], labels[keep]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

rng = np.random.default_rng(0)
print(f"num params: {sum(p.size for p in jax.tree_util.tree_leaves(nnx.state(model, nnx.Param)))}")
for step in range(1, 201):
    batch = collate(rng)
    loss = train_step(model, optimizer, batch)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
