# Flax NNX MLP classifier on generated blobs, AdamW + cosine schedule, eval each epoch
import numpy as np, jax, jax.numpy as jnp, optax
from flax import nnx

rng = np.random.default_rng(0)
centers = rng.normal(scale=3.0, size=(6, 20))
def make(n):
    y = rng.integers(0, 6, size=n)
    return (centers[y] + rng.normal(size=(n, 20))).astype(np.float32), y
Xtr, ytr = make(6000); Xva, yva = make(1500)

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dh, dh, rngs=rngs)
        self.out = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        x = self.drop(nnx.relu(self.l1(x)))
        return self.out(nnx.relu(self.l2(x)))

model = MLP(20, 128, 6, nnx.Rngs(0))
steps = 5 * (len(Xtr) // 100)
opt = nnx.Optimizer(model, optax.adamw(optax.cosine_decay_schedule(2e-3, steps), weight_decay=1e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss

@nnx.jit
def eval_acc(model, x, y):
    return (model(x).argmax(-1) == y).mean()

for epoch in range(5):
    model.train()
    perm = rng.permutation(len(Xtr)); losses = []
    for i in range(0, len(Xtr), 100):
        j = perm[i:i+100]
        losses.append(float(train_step(model, opt, Xtr[j], ytr[j])))
    model.eval()
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {float(eval_acc(model, Xva, yva)):.4f}")
