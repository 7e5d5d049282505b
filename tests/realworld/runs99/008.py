"""Sentiment-style 4-class text classifier: bag-of-embeddings model in Flax NNX.
Dataset: pre-tokenised ids + labels; shuffled once up front, then split train/val."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

VOCAB, SEQ, NCLS = 2000, 32, 4


def load_dataset(n=8000, seed=0):
    r = np.random.default_rng(seed)
    labels = r.integers(0, NCLS, n)
    # each class prefers its own slice of the vocabulary
    ids = r.integers(0, VOCAB, (n, SEQ))
    cls_tokens = r.integers(0, 100, (n, SEQ // 2)) + labels[:, None] * 100
    ids[:, : SEQ // 2] = cls_tokens
    return jnp.asarray(ids), jnp.asarray(labels)


def shuffle(key, ids, labels):
    k_ids, k_lab = jax.random.split(key)
    return jax.random.permutation(k_ids, ids), jax.random.permutation(k_lab, labels)


class BoE(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, NCLS, rngs=rngs)

    def __call__(self, ids):
        h = self.emb(ids).mean(axis=1)
        return self.out(nnx.relu(self.fc(h)))


@nnx.jit
def train_step(model, opt, ids, y):
    def lf(m):
        logits = m(ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(lf, has_aux=True)(model)
    opt.update(model, g)
    return loss, (logits.argmax(-1) == y).mean()


@nnx.jit
def evaluate(model, ids, y):
    logits = model(ids)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


ids, labels = load_dataset()
ids, labels = shuffle(jax.random.key(42), ids, labels)
tr_ids, tr_y, va_ids, va_y = ids[:7000], labels[:7000], ids[7000:], labels[7000:]
model = BoE(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
steps = 7000 // 64
for epoch in range(1, 7):
    t0 = time.time()
    ls, accs = [], []
    for s in range(steps):
        l, a = train_step(model, opt, tr_ids[s * 64:(s + 1) * 64], tr_y[s * 64:(s + 1) * 64])
        ls.append(float(l)); accs.append(float(a))
    vl, va = evaluate(model, va_ids, va_y)
    dt = time.time() - t0
    print(f"Epoch {epoch}/6")
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {1000 * dt / steps:.0f}ms/step - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
