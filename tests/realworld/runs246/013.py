# Port of a Hugging Face style causal LM fine-tune (labels=-100 on padding) to Flax.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, MAXLEN, D = 200, 32, 64

class TinyLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (MAXLEN, D))[: ids.shape[1]]
        mask = nn.make_causal_mask(ids)
        for i in range(2):
            h = nn.LayerNorm()(x)
            x = x + nn.SelfAttention(num_heads=4, qkv_features=D)(h, mask=mask)
            h = nn.LayerNorm()(x)
            x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

def collate(seqs):
    ids = np.zeros((len(seqs), MAXLEN), np.int32)
    labels = np.full((len(seqs), MAXLEN), -100, np.int32)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s
        labels[i, :len(s) - 1] = s[1:]
    return {"input_ids": ids, "labels": labels}

rng = np.random.RandomState(0)
def make_seq():  # simple learnable pattern: arithmetic progressions mod vocab
    start, stride, n = rng.randint(1, VOCAB), rng.randint(1, 5), rng.randint(8, MAXLEN + 1)
    return 1 + (start + stride * np.arange(n)) % (VOCAB - 1)
corpus = [make_seq() for _ in range(2000)]

model = TinyLM()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, MAXLEN), jnp.int32))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(5e-4, weight_decay=0.01))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch["input_ids"])
        labels = batch["labels"]
        keep = (labels != -100).astype(jnp.float32)   # ignore_index=-100, like torch CrossEntropyLoss
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, jnp.where(labels == -100, 0, labels))
        return (ce * keep).sum() / keep.sum()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

print(f"***** Running training *****\n  Num examples = {len(corpus)}\n  Batch size = 16")
for step in range(200):
    batch = collate([corpus[j] for j in rng.randint(0, len(corpus), 16)])
    params, opt_state, loss = train_step(params, opt_state, batch)
    if step % 20 == 0:
        print(f"{{'loss': {float(loss):.4f}, 'step': {step}}}")
