"""Healthy: NNX MLP regressor with BatchNorm; nnx.Optimizer + nnx.jit training, then the model is
split into (graphdef, params, batch_stats) for a pure-JAX jitted inference function and merged back."""
import jax, jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

print("jax", jax.__version__, "devices", jax.devices())

class MLP(nnx.Module):
    def __init__(self, din, dh, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.bn = nnx.BatchNorm(dh, rngs=rngs)
        self.l2 = nnx.Linear(dh, 1, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.gelu(self.bn(self.l1(x))))[:, 0]

rng = np.random.default_rng(1)
X = rng.normal(size=(1024, 8)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] * X[:, 2]).astype(np.float32)
Xtr, ytr, Xva, yva = X[:896], y[:896], X[896:], y[896:]

model = MLP(8, 64, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

key = jax.random.key(42)
for epoch in range(8):
    key, sk = jax.random.split(key)
    perm = np.asarray(jax.random.permutation(sk, len(Xtr)))
    model.train()
    tl = []
    for i in range(0, len(Xtr), 64):
        idx = perm[i:i+64]
        tl.append(float(train_step(model, optimizer, Xtr[idx], ytr[idx])))
    model.eval()
    val = float(jnp.mean((model(Xva) - yva) ** 2))
    print(f"epoch {epoch+1:2d} | train_mse {np.mean(tl):.4f} | val_mse {val:.4f}")

# export for serving: pure function over state
graphdef, params, stats = nnx.split(model, nnx.Param, nnx.BatchStat)
print("param leaves:", len(jax.tree.leaves(params)), "batch-stat leaves:", len(jax.tree.leaves(stats)))

@jax.jit
def predict(params, stats, x):
    m = nnx.merge(graphdef, params, stats)
    return m(x)

pred = predict(params, stats, Xva)
print(f"served val_mse {float(jnp.mean((pred - yva) ** 2)):.4f}")
print("done")
