"""Image-feature classifier with heavy dropout (Flax NNX). Evaluates every epoch and writes a final report."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

rng = np.random.default_rng(0)
NC, D = 6, 32
centers = rng.normal(size=(NC, D)).astype(np.float32)
def split(n):
    y = rng.integers(0, NC, n)
    return (centers[y] + rng.normal(0, 2.2, (n, D))).astype(np.float32), y.astype(np.int32)
xtr, ytr = split(6000)
xva, yva = split(1000)


class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(D, 512, rngs=rngs)
        self.drop1 = nnx.Dropout(0.5, rngs=rngs)
        self.fc2 = nnx.Linear(512, 512, rngs=rngs)
        self.drop2 = nnx.Dropout(0.5, rngs=rngs)
        self.head = nnx.Linear(512, NC, rngs=rngs)

    def __call__(self, x):
        x = self.drop1(nnx.relu(self.fc1(x)))
        x = self.drop2(nnx.relu(self.fc2(x)))
        return self.head(x)


@nnx.jit
def train_step(model, opt, x, y):
    def lf(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(lf)(model)
    opt.update(model, g)
    return loss


@nnx.jit
def predict(model, x):
    return model(x).argmax(-1)


def evaluate(model):
    preds = jnp.concatenate([predict(model, xva[i:i + 250]) for i in range(0, 1000, 250)])
    return float((preds == yva).mean())


model = Classifier(nnx.Rngs(params=0, dropout=1))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(1, 9):
    perm = rng.permutation(6000)
    losses = [float(train_step(model, opt, xtr[perm[i:i + 100]], ytr[perm[i:i + 100]])) for i in range(0, 6000, 100)]
    train_acc = float((jnp.concatenate([predict(model, xtr[i:i + 500]) for i in range(0, 2000, 500)]) == ytr[:2000]).mean())
    print(f"epoch {epoch} | train_loss {np.mean(losses):.4f} | train_acc {train_acc:.4f} | val_acc {evaluate(model):.4f}")

print("=== final report ===")
for run in range(3):
    print(f"val_acc (run {run}) = {evaluate(model):.4f}")
