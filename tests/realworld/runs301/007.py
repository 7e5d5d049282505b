# Bag-of-embeddings sentiment classifier (port of a torch EmbeddingBag model), padded batches + attention mask.
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB = 2000
MAX_LEN = 48
BATCH = 32
EPOCHS = 3
PAD_ID = 0


def make_corpus(n, seed):
    """Synthetic reviews: positive/negative token pools; some reviews have an empty body after cleaning."""
    rng = np.random.default_rng(seed)
    pos = np.arange(1, 500)
    neg = np.arange(500, 1000)
    neutral = np.arange(1000, VOCAB)
    texts, labels = [], []
    for _ in range(n):
        label = int(rng.integers(0, 2))
        length = int(rng.integers(0, MAX_LEN))  # empty reviews exist in the dump
        pool = pos if label == 1 else neg
        toks = np.where(rng.random(length) < 0.3, rng.choice(pool, length), rng.choice(neutral, length))
        texts.append(toks.tolist())
        labels.append(label)
    return texts, np.array(labels, np.int32)


def collate(texts):
    ids = np.full((len(texts), MAX_LEN), PAD_ID, np.int32)
    mask = np.zeros((len(texts), MAX_LEN), np.float32)
    for i, t in enumerate(texts):
        ids[i, :len(t)] = t
        mask[i, :len(t)] = 1.0
    return ids, mask


def loader(texts, labels, rng):
    idx = rng.permutation(len(texts))
    for i in range(0, len(idx) - BATCH + 1, BATCH):
        b = idx[i:i + BATCH]
        ids, mask = collate([texts[j] for j in b])
        yield jnp.asarray(ids), jnp.asarray(mask), jnp.asarray(labels[b])


class BagClassifier(nn.Module):
    dim: int = 64

    @nn.compact
    def __call__(self, ids, mask):
        emb = nn.Embed(VOCAB, self.dim)(ids)
        pooled = (emb * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        h = nn.relu(nn.Dense(self.dim)(pooled))
        return nn.Dense(2)(h)


@jax.jit
def train_step(state, ids, mask, labels):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss, jnp.mean(jnp.argmax(logits, -1) == labels)


def main():
    texts, labels = make_corpus(3000, 0)
    print(f"loaded {len(texts)} reviews, mean length {np.mean([len(t) for t in texts]):.1f}")
    model = BagClassifier()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, MAX_LEN), jnp.int32), jnp.ones((1, MAX_LEN)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(2e-3, weight_decay=0.01))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    rng = np.random.default_rng(0)
    for epoch in range(EPOCHS):
        for ids, mask, y in loader(texts, labels, rng):
            state, loss, acc = train_step(state, ids, mask, y)
            if int(state.step) % 10 == 0:
                print(f"epoch {epoch} step {int(state.step)} loss {float(loss):.4f} acc {float(acc):.3f}")
    print("training finished")


if __name__ == "__main__":
    main()
