"""Sentiment classifier with a tiny Flax embedding-bag model; data tokenised with a simple
whitespace vocab (stand-in for a HF tokenizer called without padding=True)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

texts = [
    "the movie was great and the actors were brilliant",
    "terrible plot",
    "i loved every minute of it",
    "boring and far too long for what it is",
    "a masterpiece",
    "the worst film i have seen this year by a mile",
    "fun for the whole family",
    "not worth the ticket",
] * 32
sent_labels = [1, 0, 1, 0, 1, 0, 1, 0] * 32

vocab = {"<pad>": 0, "<unk>": 1}
for t in texts:
    for w in t.split():
        vocab.setdefault(w, len(vocab))

def tokenize(batch_texts, max_length=16):
    # like tokenizer(batch, truncation=True, max_length=16)
    return {"input_ids": [[vocab.get(w, 1) for w in t.split()][:max_length] for t in batch_texts]}

class BagModel(nn.Module):
    vocab_size: int
    @nn.compact
    def __call__(self, ids):
        emb = nn.Embed(self.vocab_size, 32)(ids)
        mask = (ids != 0)[..., None]
        pooled = (emb * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return nn.Dense(2)(pooled)

model = BagModel(len(vocab))
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16), jnp.int32))["params"]
tx = optax.adam(5e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, ids, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, ids), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

print(f"vocab size {len(vocab)}, {len(texts)} examples")
for epoch in range(3):
    for i in range(0, len(texts), 16):
        enc = tokenize(texts[i:i + 16])
        ids = jnp.array(enc["input_ids"], dtype=jnp.int32)
        y = jnp.array(sent_labels[i:i + 16])
        params, opt_state, loss = train_step(params, opt_state, ids, y)
    print(f"epoch {epoch} loss {float(loss):.4f}")
