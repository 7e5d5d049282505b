# Flax linen CNN classifier, train loop ported from torch (optimizer.step() -> apply_gradients)
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = x.mean((1, 2))
        return nn.Dense(4)(x)

def make_data(rng, n):
    # 4 classes: bright quadrant position
    x = rng.normal(scale=0.5, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, n)
    for i, c in enumerate(y):
        r, cc = divmod(c, 2)
        x[i, r*8:(r+1)*8, cc*8:(cc+1)*8, 0] += 1.5
    return x, y

rng = np.random.default_rng(0)
xtr, ytr = make_data(rng, 2048); xte, yte = make_data(rng, 512)
model = CNN()
params = model.init(jax.random.key(0), jnp.ones((1, 16, 16, 1)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state.apply_gradients(grads=grads)
    acc = (logits.argmax(-1) == y).mean()
    return state, loss, acc

@jax.jit
def eval_step(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

for epoch in range(5):
    perm = rng.permutation(len(xtr)); losses, accs = [], []
    for i in range(0, len(xtr), 64):
        idx = perm[i:i+64]
        state, loss, acc = train_step(state, xtr[idx], ytr[idx])
        losses.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} step {int(state.step)} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} "
          f"test_acc {float(eval_step(state.params, xte, yte)):.3f}")
