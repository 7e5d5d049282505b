"""Token classification (NER-style) head ported from a HF Trainer script; labels use -100 for padding."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, NUM_LABELS, SEQ, BS = 500, 9, 32, 16

class TokenTagger(nn.Module):
    @nn.compact
    def __call__(self, ids, mask):
        h = nn.Embed(VOCAB, 64)(ids)
        h = nn.SelfAttention(num_heads=4, qkv_features=64)(h, mask=nn.make_attention_mask(mask, mask))
        h = nn.LayerNorm()(h)
        h = nn.gelu(nn.Dense(128)(h))
        return nn.Dense(NUM_LABELS)(h)

def make_dataset(n, rng):
    ids = np.zeros((n, SEQ), np.int32)
    labels = np.full((n, SEQ), -100, np.int32)
    for i in range(n):
        L = rng.integers(8, SEQ + 1)
        ids[i, :L] = rng.integers(1, VOCAB, size=L)
        labels[i, :L] = ids[i, :L] % NUM_LABELS
    return ids, labels

def collate(ids, labels):
    return {"input_ids": ids, "attention_mask": (ids != 0).astype(np.int32), "labels": labels}

rng = np.random.default_rng(0)
ids, labels = make_dataset(1024, rng)
model = TokenTagger()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, SEQ), jnp.int32), jnp.ones((1, SEQ), jnp.int32))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-4, weight_decay=0.01))

def compute_loss(logits, labels):
    active = labels != -100  # same as torch CrossEntropyLoss(ignore_index=-100)
    return optax.softmax_cross_entropy_with_integer_labels(logits[active], labels[active]).mean()

@jax.jit
def train_step(state, batch):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, batch["input_ids"], batch["attention_mask"])
        return compute_loss(logits, batch["labels"])
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

print(f"***** Running training *****\n  Num examples = {len(ids)}\n  Batch size = {BS}")
for epoch in range(3):
    for i in range(0, len(ids), BS):
        batch = collate(ids[i:i + BS], labels[i:i + BS])
        state, loss = train_step(state, batch)
        if (i // BS) % 20 == 0:
            print(f"epoch {epoch} step {i // BS} loss {float(loss):.4f}")
