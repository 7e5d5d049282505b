"""Intent classifier: word-piece ids padded into a numpy buffer, Flax Embed + GRU-free mean pooling."""
import json
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

vocab = {"[PAD]": 0, "[UNK]": 1}
utts = [("book a flight to paris", 0), ("what is the weather today", 1), ("play some jazz music", 2),
        ("reserve a table for two", 0), ("will it rain tomorrow", 1), ("turn up the volume", 2)] * 40
for u, _ in utts:
    for w in u.split():
        vocab.setdefault(w, len(vocab))
MAX_LEN = 8

def encode_batch(batch):
    ids = np.zeros((len(batch), MAX_LEN))          # padded id buffer
    for r, (u, _) in enumerate(batch):
        toks = [vocab.get(w, 1) for w in u.split()][:MAX_LEN]
        ids[r, :len(toks)] = toks
    return ids, np.array([l for _, l in batch], np.int32)

class IntentModel(nn.Module):
    @nn.compact
    def __call__(self, ids):
        mask = (ids > 0)[..., None]
        h = nn.Embed(len(vocab), 32)(ids)
        h = (h * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return nn.Dense(3)(nn.relu(nn.Dense(32)(h)))

print("vocab size:", len(vocab))
ids, labels = encode_batch(utts[:32])
print("first batch:", ids.shape, labels.shape)
model = IntentModel()
params = model.init(jax.random.key(0), ids)
tx = optax.adam(1e-2); opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, len(utts), 32):
        ids, labels = encode_batch(utts[i:i + 32])
        loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, ids), labels).mean())(params)
        upd, opt_state = tx.update(g, opt_state, params)
        params = optax.apply_updates(params, upd)
    print(json.dumps({"epoch": epoch, "loss": round(float(loss), 4)}))
