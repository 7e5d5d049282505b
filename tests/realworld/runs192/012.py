"""Binary churn classifier (flax.nnx) on tabular features; ported from a torch script that used
nn.BCEWithLogitsLoss with a single-logit head."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

rng = np.random.default_rng(1)
N, F = 6000, 12
X = rng.normal(size=(N, F)).astype(np.float32)
w = rng.normal(size=F)
y = ((X @ w + 0.5 * rng.normal(size=N)) > 0).astype(np.float32)        # shape (N,)
Xtr, ytr, Xva, yva = X[:5000], y[:5000], X[5000:], y[5000:]
print(f"train {Xtr.shape} labels {ytr.shape} positive rate {ytr.mean():.3f}")

class ChurnNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(F, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, 1, rngs=rngs)       # single logit, like nn.Linear(64, 1)
    def __call__(self, x):
        return self.out(nnx.relu(self.l2(nnx.relu(self.l1(x)))))

model = ChurnNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

def loss_fn(model, x, y):
    logits = model(x)
    return optax.sigmoid_binary_cross_entropy(logits, y).mean(), logits

@nnx.jit
def train_step(model, optimizer, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    return loss, ((logits[:, 0] > 0) == (y > 0.5)).mean()

@nnx.jit
def eval_step(model, x, y):
    loss, logits = loss_fn(model, x, y)
    return loss, ((logits[:, 0] > 0) == (y > 0.5)).mean()

BS, EPOCHS = 100, 5
steps = len(Xtr) // BS
for epoch in range(EPOCHS):
    t0 = time.time()
    perm = rng.permutation(len(Xtr)); ls, accs = [], []
    for s in range(steps):
        b = perm[s * BS:(s + 1) * BS]
        loss, acc = train_step(model, optimizer, jnp.asarray(Xtr[b]), jnp.asarray(ytr[b]))
        ls.append(float(loss)); accs.append(float(acc))
    vl, va = eval_step(model, jnp.asarray(Xva), jnp.asarray(yva))
    print(f"Epoch {epoch+1}/{EPOCHS}")
    print(f"{steps}/{steps} [==============================] - {time.time()-t0:.0f}s - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
