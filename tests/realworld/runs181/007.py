"""Sentiment classifier (bag of embeddings) in Flax NNX, with a tokenised-dataset cache.

The cache format mirrors what the old torch pipeline wrote with torch.save: one entry per review,
variable-length token id lists.
"""
import os
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cache_007", "reviews_tok.npz")
VOCAB, MAXLEN, BATCH = 2000, 64, 32
POS = ["great", "good", "love", "excellent", "fun"]
NEG = ["bad", "boring", "awful", "hate", "poor"]


def tokenize(text, vocab):
    return [vocab.setdefault(w, len(vocab) + 1) for w in text.lower().split()]


def build_cache(n=800, seed=0):
    rng = np.random.RandomState(seed)
    filler = "the movie was plot actors and a it scene really quite".split()
    vocab, ids, labels = {}, [], []
    for _ in range(n):
        lab = rng.randint(2)
        words = list(rng.choice(filler, rng.randint(5, 40))) + list(rng.choice(POS if lab else NEG, 2))
        rng.shuffle(words)
        ids.append(tokenize(" ".join(words), vocab))
        labels.append(lab)
    os.makedirs(os.path.dirname(CACHE), exist_ok=True)
    np.savez(CACHE, input_ids=np.array(ids, dtype=object), labels=np.array(labels, np.int32))
    print(f"wrote cache {CACHE} ({n} reviews, vocab {len(vocab)})")


def load_dataset():
    data = np.load(CACHE)
    ids, labels = data["input_ids"], data["labels"]
    x = np.zeros((len(ids), MAXLEN), np.int32)
    for i, seq in enumerate(ids):
        seq = seq[:MAXLEN]
        x[i, :len(seq)] = seq
    return x, labels


class BagOfEmbeddings(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc = nnx.Linear(64, 2, rngs=rngs)

    def __call__(self, x):
        mask = (x > 0)[..., None]
        h = (self.emb(x) * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return self.fc(h)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    if not os.path.exists(CACHE):
        build_cache()
    t0 = time.time()
    x, y = load_dataset()
    print(f"loaded {len(x)} examples in {time.time()-t0:.2f}s")
    model = BagOfEmbeddings(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(3):
        for i in range(0, len(x), BATCH):
            loss = train_step(model, optimizer, x[i:i + BATCH], y[i:i + BATCH])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
