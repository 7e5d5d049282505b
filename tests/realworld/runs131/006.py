"""Sentiment-ish bag-of-embeddings classifier in Flax NNX with dropout (nnx.Rngs streams)."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
from flax import nnx

VOCAB, SEQ, CLASSES = 500, 24, 3
rng = np.random.default_rng(0)
cls_words = rng.integers(1, VOCAB, (CLASSES, 12))
def sample(n):
    y = rng.integers(0, CLASSES, n)
    toks = rng.integers(1, VOCAB, (n, SEQ))
    mask = rng.random((n, SEQ)) < 0.3
    toks[mask] = cls_words[y][:, :SEQ][np.arange(n)[:, None], rng.integers(0, 12, (n, SEQ))][mask]
    return toks.astype(np.int32), y.astype(np.int32)
xtr, ytr = sample(3000); xva, yva = sample(600)

class BagClassifier(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.embed = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc = nnx.Linear(64, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.out = nnx.Linear(64, CLASSES, rngs=rngs)
    def __call__(self, toks):
        h = self.embed(toks).mean(1)
        h = self.drop(nnx.relu(self.fc(h)))
        return self.out(h)

model = BagClassifier(nnx.Rngs(params=0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, xb, yb):
    def loss_fn(model):
        logits = model(xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == yb).mean()

@nnx.jit
def eval_step(model, xb, yb):
    logits = model(xb)
    return (logits.argmax(-1) == yb).mean()

for epoch in range(1, 6):
    t0 = time.time(); model.train()
    perm = rng.permutation(len(xtr)); ls, accs = [], []
    for i in range(0, len(xtr), 100):
        idx = perm[i:i + 100]
        l, a = train_step(model, optimizer, xtr[idx], ytr[idx])
        ls.append(float(l)); accs.append(float(a))
    model.eval()
    va = float(eval_step(model, xva, yva))
    print({"epoch": epoch, "train_loss": round(np.mean(ls), 4), "train_acc": round(np.mean(accs), 4),
           "val_acc": round(va, 4), "time_s": round(time.time() - t0, 2)})
print("done")
