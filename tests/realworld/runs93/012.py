"""Sentiment classifier (GRU over tokens) with Flax linen; batches come from a simple python generator
over a jsonl-like list of reviews, tokenized with a whitespace vocabulary."""
import collections
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

MAX_LEN = 32
rng = np.random.default_rng(0)
POS = "great excellent loved wonderful superb fun moving".split()
NEG = "boring awful hated terrible dull weak messy".split()
FILL = "the movie plot actors was and a it this film story".split()


def fake_review(label):
    words = list(rng.choice(FILL, size=rng.integers(5, 30))) + list(rng.choice(POS if label else NEG, size=3))
    rng.shuffle(words)
    return {"text": " ".join(words), "label": int(label)}


train = [fake_review(rng.integers(0, 2)) for _ in range(2000)]
counter = collections.Counter(w for ex in train for w in ex["text"].split())
vocab = {w: i + 2 for i, (w, _) in enumerate(counter.most_common())}   # 0=pad, 1=unk
print(f"loaded {len(train)} reviews, vocab size {len(vocab) + 2}")


def encode(text):
    return [vocab.get(w, 1) for w in text.split()][:MAX_LEN]   # truncate to MAX_LEN


def batches(data, bs):
    idx = rng.permutation(len(data))
    for i in range(0, len(data) - bs + 1, bs):
        chunk = [data[j] for j in idx[i:i + bs]]
        tokens = np.array([encode(ex["text"]) for ex in chunk], dtype=np.int32)
        labels = np.array([ex["label"] for ex in chunk], dtype=np.int32)
        yield {"input_ids": tokens, "labels": labels}


class GRUClassifier(nn.Module):
    vocab_size: int
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab_size, 32)(ids)
        h = nn.RNN(nn.GRUCell(64))(x)
        return nn.Dense(2)(h[:, -1])


model = GRUClassifier(len(vocab) + 2)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, MAX_LEN), jnp.int32))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch["input_ids"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for epoch in range(3):
    for i, batch in enumerate(batches(train, 32)):
        params, opt_state, loss = step(params, opt_state, batch)
        if i % 20 == 0:
            print(f"epoch {epoch} it {i} loss {float(loss):.4f}")
