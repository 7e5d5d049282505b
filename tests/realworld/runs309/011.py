# Flax NNX MLP classifier with dropout + AdamW + warmup-cosine schedule, on synthetic 10-class data.
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, din, dhid, dout, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dhid, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dhid, dhid, rngs=rngs)
        self.out = nnx.Linear(dhid, dout, rngs=rngs)
    def __call__(self, x):
        x = self.drop(nnx.relu(self.l1(x)))
        x = self.drop(nnx.relu(self.l2(x)))
        return self.out(x)

r = np.random.default_rng(0)
centers = r.normal(scale=1.0, size=(10, 32))
def split(n, seed):
    rr = np.random.default_rng(seed)
    y = rr.integers(0, 10, n).astype(np.int32)
    return (centers[y] + rr.normal(size=(n, 32))).astype(np.float32), y
Xtr, Ytr = split(8000, 1); Xva, Yva = split(2000, 2)

EPOCHS, BS = 6, 64
steps = EPOCHS * (len(Xtr) // BS)
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=steps // 10, decay_steps=steps)
model = MLP(32, 128, 10, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=1e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_acc(model, x, y):
    return (model(x).argmax(-1) == y).mean()

for epoch in range(EPOCHS):
    model.train()
    perm = np.random.default_rng(epoch).permutation(len(Xtr))
    ls = []
    for i in range(0, len(perm) - BS + 1, BS):
        j = perm[i:i+BS]
        ls.append(float(train_step(model, optimizer, Xtr[j], Ytr[j])))
    model.eval()
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} val_acc {float(eval_acc(model, Xva, Yva)):.4f}")
