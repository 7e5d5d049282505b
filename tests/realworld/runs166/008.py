"""Flax NNX MLP on a synthetic 3-class spiral problem; healthy run."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

def spiral(n, k=3, seed=0):
    r = np.random.default_rng(seed)
    X, Y = [], []
    for c in range(k):
        t = np.linspace(0.0, 1, n)
        th = np.linspace(c * 4, (c + 1) * 4, n) + r.normal(size=n) * 0.2
        X.append(np.c_[t * np.sin(th), t * np.cos(th)]); Y.append(np.full(n, c))
    return np.concatenate(X).astype(np.float32), np.concatenate(Y).astype(np.int32)

X, Y = spiral(400)

class MLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(2, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, 3, rngs=rngs)
    def __call__(self, x):
        return self.out(nnx.relu(self.l2(nnx.relu(self.l1(x)))))

model = MLP(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

rng = np.random.default_rng(0)
for epoch in range(1, 31):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 100):
        idx = perm[i:i+100]
        loss, acc = train_step(model, optimizer, X[idx], Y[idx])
    if epoch % 5 == 0:
        print({"epoch": epoch, "loss": round(float(loss), 4), "train_acc": round(float(acc), 4)})
full_acc = float((model(X).argmax(-1) == Y).mean())
print({"final_accuracy": round(full_acc, 4)})
