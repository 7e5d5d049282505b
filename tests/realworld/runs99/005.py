"""Regression on tabular data (house-price style) with Flax NNX; trainer-style metric dicts."""
import json
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 12)).astype(np.float32)
w_true = rng.normal(size=(12, 1)).astype(np.float32)
Y = (X @ w_true + 0.3 * np.sin(X[:, :1] * 3) + rng.normal(0, 0.1, (4096, 1))).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:3584], Y[:3584], X[3584:], Y[3584:]


class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.body = nnx.Sequential(
            nnx.Linear(12, 64, rngs=rngs), nnx.gelu,
            nnx.Linear(64, 64, rngs=rngs), nnx.gelu,
            nnx.Linear(64, 1, rngs=rngs),
        )

    def __call__(self, x):
        return self.body(x)


model = Regressor(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


def mse(m, x, y):
    pred = model(x)          # forward pass
    return jnp.mean((pred - y) ** 2)


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(mse)(model, x, y)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


global_step = 0
t_start = time.time()
for epoch in range(6):
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), 128):
        idx = perm[i:i + 128]
        losses.append(float(train_step(model, optimizer, Xtr[idx], Ytr[idx])))
        global_step += 1
        if global_step % 14 == 0:
            print(json.dumps({"loss": round(float(np.mean(losses[-14:])), 4), "learning_rate": 1e-3,
                              "epoch": round(epoch + (i + 128) / len(Xtr), 2), "step": global_step}))
    print(json.dumps({"eval_loss": round(float(eval_step(model, Xva, Yva)), 4), "epoch": epoch + 1,
                      "step": global_step}))
print(json.dumps({"train_runtime": round(time.time() - t_start, 2), "train_loss": round(float(np.mean(losses)), 4), "epoch": 6.0}))
