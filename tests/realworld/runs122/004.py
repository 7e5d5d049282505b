"""Flax NNX regression model with AdamW + warmup-cosine schedule (healthy run)."""
import jax, jax.numpy as jnp, numpy as np, optax
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, din, dhid, dout, *, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dhid, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dhid, dhid, rngs=rngs)
        self.out = nnx.Linear(dhid, dout, rngs=rngs)
    def __call__(self, x):
        x = self.drop(nnx.gelu(self.l1(x)))
        x = nnx.gelu(self.l2(x))
        return self.out(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
W = 0.25 * rng.normal(size=(16, 1)).astype(np.float32)
Y = np.sin(X @ W) + 0.05 * rng.normal(size=(1024, 1)).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:896], Y[:896], X[896:], Y[896:]

EPOCHS, BS = 8, 64
steps = EPOCHS * (len(Xtr) // BS)
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=20, decay_steps=steps, end_value=1e-5)
model = MLP(16, 64, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4)), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_step(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

step = 0
for epoch in range(EPOCHS):
    model.train()
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), BS):
        idx = perm[i:i + BS]
        losses.append(float(train_step(model, optimizer, Xtr[idx], Ytr[idx])))
        step += 1
    model.eval()
    val = float(eval_step(model, Xva, Yva))
    print({"epoch": epoch, "step": step, "lr": float(sched(step)), "train_mse": round(float(np.mean(losses)), 4), "val_mse": round(val, 4)})
print("done")
