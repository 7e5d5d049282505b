"""Flax NNX MLP regressor (ported nn.Module), AdamW + cosine schedule, train/val loop."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, din, dh, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.l2 = nnx.Linear(dh, dh, rngs=rngs)
        self.out = nnx.Linear(dh, 1, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)

    def __call__(self, x):
        x = self.drop(nnx.gelu(self.l1(x)))
        return self.out(nnx.gelu(self.l2(x)))[:, 0]


rng = np.random.default_rng(0)
w = rng.normal(size=16)
def gen(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    return x, (np.sin(x @ w / 4) + 0.1 * x[:, 0] ** 2 + 0.05 * rng.normal(size=n)).astype(np.float32)
Xtr, Ytr = gen(8000); Xva, Yva = gen(1000)

EPOCHS, BS = 10, 128
steps = EPOCHS * (len(Xtr) // BS)
model = MLP(16, 128, nnx.Rngs(0))
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 50, steps)
optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=1e-4), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


for epoch in range(EPOCHS):
    model.train()
    perm = rng.permutation(len(Xtr)); ls = []
    for s in range(0, len(Xtr) - BS + 1, BS):
        idx = perm[s:s + BS]
        ls.append(float(train_step(model, optimizer, Xtr[idx], Ytr[idx])))
    model.eval()
    print(f"epoch {epoch+1}/{EPOCHS} train_mse {np.mean(ls):.4f} val_mse {float(eval_mse(model, Xva, Yva)):.4f}")
