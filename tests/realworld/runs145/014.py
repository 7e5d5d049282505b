"""Flax NNX port of a small PyTorch nn.Module regression model (California-housing style features):
nnx.Module + nnx.Optimizer, train/eval mode switching, early stopping on val loss."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, din, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, 64, rngs=rngs)
        self.bn = nnx.BatchNorm(64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.bn(self.l1(x)))))[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y):
    def lf(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(lf)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


r = np.random.default_rng(0)
X = r.normal(size=(4000, 8)).astype(np.float32)
w = r.normal(size=8).astype(np.float32)
Y = (X @ w + 0.5 * np.sin(X[:, 0] * 2) + 0.1 * r.normal(size=4000)).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:3200], Y[:3200], X[3200:], Y[3200:]

model = Regressor(8, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(2e-3, weight_decay=1e-4), wrt=nnx.Param)
best, patience, bad = np.inf, 3, 0
for epoch in range(1, 31):
    model.train()
    perm = np.random.default_rng(epoch).permutation(len(Xtr))
    tl = [float(train_step(model, optimizer, Xtr[perm[i:i + 64]], Ytr[perm[i:i + 64]])) for i in range(0, len(Xtr), 64)]
    model.eval()
    vl = float(eval_step(model, Xva, Yva))
    print(f"epoch {epoch:2d} | train_mse {np.mean(tl):.4f} | val_mse {vl:.4f}")
    if vl < best - 1e-4:
        best, bad = vl, 0
    else:
        bad += 1
        if bad >= patience:
            print(f"early stopping at epoch {epoch}, best val_mse {best:.4f}")
            break
