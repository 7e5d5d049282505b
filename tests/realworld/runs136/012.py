"""NNX MLP trained with the functional API (nnx.split + jax.jit + nnx.merge), as in the 'performance' section of the NNX docs."""
import time
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, *, rngs):
        self.l1 = nnx.Linear(16, 64, rngs=rngs)
        self.bn = nnx.BatchNorm(64, rngs=rngs)
        self.l2 = nnx.Linear(64, 3, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.relu(self.bn(self.l1(x))))

rng = np.random.default_rng(0)
W = rng.normal(size=(16, 3))
def make(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    return x, np.argmax(x @ W, 1).astype(np.int32)
xtr, ytr = make(3072); xva, yva = make(512)

model = MLP(rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
graphdef, state = nnx.split((model, optimizer))

@jax.jit
def train_step(state, x, y):
    model, optimizer = nnx.merge(graphdef, state)
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(state, x, y):
    model, _ = nnx.merge(graphdef, state)
    model.eval()
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(1, 9):
    t0 = time.time(); perm = rng.permutation(len(xtr)); L, A = [], []
    for i in range(0, len(xtr), 64):
        idx = perm[i:i + 64]
        loss, acc = train_step(state, xtr[idx], ytr[idx]); L.append(float(loss)); A.append(float(acc))
    vl, va = eval_step(state, xva, yva)
    print(f"Epoch {epoch}/8\n48/48 [==============================] - {time.time() - t0:.0f}s {1000 * (time.time() - t0) / 48:.0f}ms/step "
          f"- loss: {np.mean(L):.4f} - accuracy: {np.mean(A):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
