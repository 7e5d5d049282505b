# Review-rating classifier (5 star ratings) on generated review records, flax.nnx + optax.
import csv, io
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax

NUM_CLASSES, VOCAB, SEQ = 5, 1000, 32

def generate_reviews_csv(n, rng):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["review_id", "stars", "tokens"])
    for i in range(n):
        stars = int(rng.integers(1, 6))
        toks = rng.integers(1, VOCAB, size=SEQ)
        toks[: stars * 3] = stars * 100 + rng.integers(0, 50, size=stars * 3)
        w.writerow([i, stars, " ".join(map(str, toks))])
    buf.seek(0)
    return buf

def load_reviews(fh):
    rows = list(csv.DictReader(fh))
    X = np.array([[int(t) for t in r["tokens"].split()] for r in rows], np.int32)
    y = np.array([int(r["stars"]) for r in rows], np.int32)
    return X, y

class RatingModel(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, NUM_CLASSES, rngs=rngs)
    def __call__(self, ids):
        h = self.emb(ids).mean(axis=1)
        return self.out(nnx.relu(self.fc(h)))

rng = np.random.default_rng(0)
X, y = load_reviews(generate_reviews_csv(8000, rng))
print(f"loaded {len(y)} reviews, tokens {X.shape}, num_classes={NUM_CLASSES}")
Xtr, ytr, Xva, yva = X[:7000], y[:7000], X[7000:], y[7000:]

model = RatingModel(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"), accuracy=nnx.metrics.Accuracy())

def loss_fn(model, ids, labels):
    logits = model(ids)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), logits

@nnx.jit
def train_step(model, optimizer, metrics, ids, labels):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, ids, labels)
    metrics.update(loss=loss, logits=logits, labels=labels)
    optimizer.update(model, grads)

@nnx.jit
def eval_step(model, metrics, ids, labels):
    loss, logits = loss_fn(model, ids, labels)
    metrics.update(loss=loss, logits=logits, labels=labels)

for epoch in range(1, 7):
    perm = rng.permutation(len(ytr))
    for i in range(0, len(perm) - 63, 64):
        b = perm[i:i + 64]
        train_step(model, optimizer, metrics, Xtr[b], ytr[b])
    tr = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    for i in range(0, len(yva), 250):
        eval_step(model, metrics, Xva[i:i + 250], yva[i:i + 250])
    va = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    print(f"epoch {epoch} train_loss {tr['loss']:.4f} train_acc {tr['accuracy']:.4f} "
          f"val_loss {va['loss']:.4f} val_acc {va['accuracy']:.4f}")
