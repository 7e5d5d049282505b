"""Healthy run: flax.nnx CNN with BatchNorm + Dropout, nnx.Optimizer, train/eval modes."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, (3, 3), rngs=rngs)
        self.bn2 = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc = nnx.Linear(32, 6, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.bn1(self.conv1(x)))
        x = nnx.max_pool(x, (2, 2), (2, 2))
        x = nnx.relu(self.bn2(self.conv2(x)))
        x = x.mean(axis=(1, 2))
        return self.fc(self.drop(x))


def make_data(n, rng):
    protos = np.random.default_rng(123).normal(size=(6, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 6, n)
    x = protos[y] + rng.normal(size=(n, 16, 16, 1)).astype(np.float32)
    return x, y.astype(np.int32)


rng = np.random.default_rng(0)
xtr, ytr = make_data(5000, rng)
xte, yte = make_data(1000, rng)

model = CNN(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()


@nnx.jit
def eval_step(model, x, y):
    return (model(x).argmax(-1) == y).mean()


for epoch in range(4):
    model.train()
    perm = rng.permutation(len(xtr))
    ls, accs = [], []
    for i in range(0, len(perm) - 63, 64):
        b = perm[i:i + 64]
        loss, acc = train_step(model, optimizer, xtr[b], ytr[b])
        ls.append(float(loss)); accs.append(float(acc))
    model.eval()
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} "
          f"test_acc {float(eval_step(model, xte, yte)):.4f}")
