"""Flax NNX regression MLP (tabular data) with dropout, AdamW + warmup-cosine, HF-style metric dicts."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

rng = np.random.default_rng(0)
N, F = 3000, 12
X = rng.normal(size=(N, F)).astype(np.float32)
w_true = rng.normal(size=(F,)).astype(np.float32)
y = (X @ w_true + 0.5 * np.sin(3 * X[:, 0]) + 0.1 * rng.normal(size=N)).astype(np.float32)
mu, sd = X[:2400].mean(0), X[:2400].std(0)
X = (X - mu) / sd
xtr, ytr, xva, yva = X[:2400], y[:2400], X[2400:], y[2400:]

class MLP(nnx.Module):
    def __init__(self, din, hidden, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
    def __call__(self, x):
        x = self.drop(nnx.gelu(self.l1(x)))
        x = self.drop(nnx.gelu(self.l2(x)))
        return self.out(x)[:, 0]

EPOCHS, BS = 8, 64
steps = EPOCHS * (len(xtr) // BS)
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, steps // 10, steps, end_value=1e-5)
model = MLP(F, 128, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4)), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss, optax.global_norm(grads)

@nnx.jit
def eval_mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

t0, step = time.time(), 0
for epoch in range(EPOCHS):
    model.train()
    perm = rng.permutation(len(xtr))
    for i in range(len(xtr) // BS):
        idx = perm[i * BS:(i + 1) * BS]
        loss, gn = train_step(model, optimizer, xtr[idx], ytr[idx]); step += 1
        if step % 25 == 0:
            print({"loss": round(float(loss), 4), "grad_norm": round(float(gn), 4),
                   "learning_rate": float(f"{float(sched(step)):.3e}"), "epoch": round(step / (len(xtr) // BS), 2)})
    model.eval()
    print({"eval_mse": round(float(eval_mse(model, xva, yva)), 5), "epoch": float(epoch + 1)})
print({"train_runtime": round(time.time() - t0, 2), "train_steps_per_second": round(step / (time.time() - t0), 2), "epoch": float(EPOCHS)})
