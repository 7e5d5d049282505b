# Text classifier (bag of embeddings) ported to flax.nnx, with a functional jax.jit train step via split/merge.
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

VOCAB, SEQ, NCLS = 2000, 32, 4

class BagClassifier(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, NCLS, rngs=rngs)
    def __call__(self, tokens):
        h = self.embed(tokens).mean(axis=1)
        return self.out(nnx.gelu(self.fc(h)))

def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, size=n)
    toks = rng.integers(0, VOCAB, size=(n, SEQ))
    # class-indicative tokens
    mask = rng.random((n, SEQ)) < 0.3
    toks = np.where(mask, (y[:, None] * 50 + rng.integers(0, 50, size=(n, SEQ))), toks)
    return toks.astype(np.int32), y.astype(np.int32)

def batches(x, y, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        j = idx[i:i+bs]
        yield x[j], y[j]

model = BagClassifier(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=0.01), wrt=nnx.Param)
graphdef, state = nnx.split((model, optimizer))

def loss_fn(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

@jax.jit
def train_step(state, x, y):
    model, optimizer = nnx.merge(graphdef, state)
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    acc = (logits.argmax(-1) == y).mean()
    return loss, acc

@jax.jit
def eval_step(state, x, y):
    model, _ = nnx.merge(graphdef, state)
    loss, logits = loss_fn(model, x, y)
    return loss, (logits.argmax(-1) == y).mean()

xtr, ytr = make_dataset(8192, 0)
xva, yva = make_dataset(1024, 1)
for epoch in range(6):
    losses, accs = [], []
    for xb, yb in batches(xtr, ytr, 128, epoch):
        loss, acc = train_step(state, xb, yb)
        losses.append(float(loss)); accs.append(float(acc))
    vl, va = eval_step(state, xva, yva)
    print(f"epoch {epoch}: train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
