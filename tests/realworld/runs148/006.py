"""Healthy: Flax NNX MLP with dropout + AdamW on synthetic tabular data, trainer-style metric dicts."""
import jax, jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, *, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))

rng = np.random.default_rng(3)
X = rng.normal(size=(1500, 20)).astype(np.float32)
Y = ((X[:, :5].sum(1) > 0).astype(np.int32) + (X[:, 5] > 1).astype(np.int32))
Xtr, Ytr, Xva, Yva = X[:1200], Y[:1200], X[1200:], Y[1200:]

model = MLP(20, 64, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(5):
    model.train()
    perm = rng.permutation(len(Xtr)); losses = []
    for i in range(0, len(Xtr), 50):
        idx = perm[i:i + 50]
        losses.append(float(train_step(model, optimizer, Xtr[idx], Ytr[idx])))
    model.eval()
    vl, va = eval_step(model, Xva, Yva)
    print({"epoch": epoch + 1, "train_loss": round(float(np.mean(losses)), 4),
           "eval_loss": round(float(vl), 4), "eval_accuracy": round(float(va), 4)})
