# Padded-sequence text classifier (port of a HF BERT-style fine-tune), per-example loss via vmap
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, T, D = 2000, 40, 64
class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, attention_mask):
        x = nn.Embed(VOCAB, D)(ids)
        # attention_mask: (batch, seq) of 1/0 like the HF tokenizer returns
        a = nn.MultiHeadDotProductAttention(num_heads=4)(x, x, mask=attention_mask.astype(bool))
        x = nn.LayerNorm()(x + a)
        x = nn.LayerNorm()(x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(x))))
        pooled = (x * attention_mask[..., None]).sum(1) / attention_mask.sum(1, keepdims=True)
        return nn.Dense(2)(pooled)

def collate(seqs, labels):
    ids = np.zeros((len(seqs), T), np.int32); mask = np.zeros((len(seqs), T), np.int32)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s; mask[i, :len(s)] = 1
    return {"input_ids": ids, "attention_mask": mask, "labels": np.array(labels)}

r = np.random.default_rng(0)
data = [(r.integers(1, VOCAB, r.integers(5, T)), int(r.integers(0, 2))) for _ in range(1024)]
def loader(bs=32):
    for i in range(0, len(data), bs):
        chunk = data[i:i+bs]
        yield collate([c[0] for c in chunk], [c[1] for c in chunk])

model = Encoder()
b0 = next(loader())
print({k: v.shape for k, v in b0.items()})
params = model.init(jax.random.PRNGKey(0), b0["input_ids"], b0["attention_mask"])["params"]
tx = optax.adamw(2e-4, weight_decay=0.01); opt = tx.init(params)

@jax.jit
def step(params, opt, batch):
    def lf(p):
        logits = model.apply({"params": p}, batch["input_ids"], batch["attention_mask"])
        per_ex = jax.vmap(optax.softmax_cross_entropy_with_integer_labels)(logits, batch["labels"])
        return per_ex.mean()
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

for epoch in range(2):
    for i, batch in enumerate(loader()):
        params, opt, l = step(params, opt, batch)
        if i % 8 == 0: print(f"epoch {epoch} step {i} loss {float(l):.4f}")
