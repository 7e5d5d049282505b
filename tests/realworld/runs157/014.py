"""Binary review classifier (bag of embeddings), Keras-style training loop written for Flax NNX.

Ported from a Keras/PyTorch model whose head was Dense(1) + BCEWithLogitsLoss.
"""
import sys, time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

VOCAB, SEQ = 5000, 40

class BoE(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, 1, rngs=rngs)
    def __call__(self, ids):
        m = (ids > 0)[..., None]
        h = (self.emb(ids) * m).sum(1) / jnp.maximum(m.sum(1), 1)
        return self.out(nnx.relu(self.fc(h)))          # (batch, 1) like Dense(1)

def make_data(rng, n):
    pos_words = np.arange(1, 200); neg_words = np.arange(200, 400)
    y = rng.integers(0, 2, n)
    ids = rng.integers(400, VOCAB, size=(n, SEQ))
    for i in range(n):
        k = rng.integers(3, 8)
        ids[i, rng.choice(SEQ, k, replace=False)] = rng.choice(pos_words if y[i] else neg_words, k)
    return ids.astype(np.int32), y.astype(np.float32)

def metrics(logits, y):
    loss = optax.sigmoid_binary_cross_entropy(logits, y).mean()
    acc = ((logits > 0).astype(jnp.float32) == y).mean()
    return loss, acc

@nnx.jit
def train_step(model, opt, x, y):
    def lf(m):
        return metrics(m(x), y)
    (loss, acc), g = nnx.value_and_grad(lf, has_aux=True)(model)
    opt.update(model, g)
    return loss, acc

@nnx.jit
def eval_step(model, x, y):
    return metrics(model(x), y)

rng = np.random.default_rng(0)
xtr, ytr = make_data(rng, 4096); xva, yva = make_data(rng, 1024)
model = BoE(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
bs = 128; steps = len(xtr) // bs
for epoch in range(1, 7):
    print(f"Epoch {epoch}/6")
    t0 = time.time(); perm = rng.permutation(len(xtr)); L = A = 0.0
    for s in range(steps):
        idx = perm[s * bs:(s + 1) * bs]
        l, a = train_step(model, opt, jnp.asarray(xtr[idx]), jnp.asarray(ytr[idx]))
        L += float(l); A += float(a)
    vl, va = eval_step(model, jnp.asarray(xva), jnp.asarray(yva))
    dt = time.time() - t0
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {1000*dt/steps:.0f}ms/step - loss: {L/steps:.4f} "
          f"- accuracy: {A/steps:.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
