"""Image classifier (10 classes, 16x16 synthetic 'digits') with a train/eval loop ported from PyTorch.
torch: model.train(); ...; model.eval(); evaluate(model, val_loader)"""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

EPOCHS, BATCH = 5, 64


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(123).normal(size=(10, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 10, n)
    x = protos[y] + 0.8 * rng.normal(size=(n, 16, 16, 1)).astype(np.float32)
    return x, y.astype(np.int32)


class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.max_pool(nn.relu(nn.Conv(16, (3, 3))(x)), (2, 2), (2, 2))
        x = nn.max_pool(nn.relu(nn.Conv(32, (3, 3))(x)), (2, 2), (2, 2))
        return nn.Dense(10)(x.reshape(x.shape[0], -1))


@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def evaluate(params, x, y):
    out = [eval_step(params, x[i:i + 256], y[i:i + 256]) for i in range(0, len(x), 256)]
    l, a = zip(*out)
    return float(np.mean(l)), float(np.mean(a))


xtr, ytr = make_split(5000, 0)
xva, yva = make_split(1000, 1)
model = SmallCNN()
params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

best = 0.0
for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    tl, ta = [], []
    for i in range(0, len(xtr) - BATCH + 1, BATCH):
        b = perm[i:i + BATCH]
        state, l, a = train_step(state, xtr[b], ytr[b])
        tl.append(float(l)); ta.append(float(a))
    val_loss, val_acc = evaluate(params, xva, yva)
    best = max(best, val_acc)
    print(f"Epoch {epoch}/{EPOCHS} - {time.time() - t0:.1f}s - loss: {np.mean(tl):.4f} - accuracy: {np.mean(ta):.4f}"
          f" - val_loss: {val_loss:.4f} - val_accuracy: {val_acc:.4f}")
print(f"best val_accuracy: {best:.4f}")
