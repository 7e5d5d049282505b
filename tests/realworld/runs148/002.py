"""Healthy: linen CNN on synthetic 'digits', optax adam, Keras-style progress output."""
import sys, time
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(10)(x)

rng = np.random.default_rng(1)
protos = rng.normal(size=(10, 16, 16, 1)).astype(np.float32)
Y = rng.integers(0, 10, size=3000).astype(np.int32)
X = protos[Y] + 0.5 * rng.normal(size=(3000, 16, 16, 1)).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:2500], Y[:2500], X[2500:], Y[2500:]

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

bs = 100; n = len(Xtr) // bs
for epoch in range(4):
    print(f"Epoch {epoch+1}/4")
    t0 = time.time(); perm = rng.permutation(len(Xtr)); L = A = 0.0
    for i in range(n):
        idx = perm[i*bs:(i+1)*bs]
        state, loss, acc = train_step(state, Xtr[idx], Ytr[idx])
        L += float(loss); A += float(acc)
        if (i + 1) % 5 == 0 or i + 1 == n:
            bar = "=" * int(30 * (i + 1) / n)
            sys.stdout.write(f"\r{i+1}/{n} [{bar:<30}] - loss: {L/(i+1):.4f} - accuracy: {A/(i+1):.4f}")
    vl, va = eval_step(state.params, Xva, Yva)
    print(f" - {time.time()-t0:.0f}s - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
