"""10-class MLP classifier (flax.linen) on 64-d features; batches are sampled with jax.random."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

SEED, BS, EPOCHS, STEPS = 0, 64, 6, 60
rng = np.random.default_rng(SEED)
protos = rng.normal(0, 1, (10, 64))
def make(n):
    y = rng.integers(0, 10, n)
    return (protos[y] + rng.normal(0, 4.0, (n, 64))).astype(np.float32), y.astype(np.int32)
Xtr, Ytr = make(6000)
Xva, Yva = make(1000)
Xtr, Ytr, Xva, Yva = map(jnp.asarray, (Xtr, Ytr, Xva, Yva))

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(10)(x)

root = jax.random.key(SEED)
init_key, data_key = jax.random.split(root)
model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(init_key, Xtr[:1])["params"],
                                      tx=optax.adam(1e-3))

def get_batch(key):
    # like a RandomSampler: draw BS random indices
    idx = jax.random.choice(key, Xtr.shape[0], (BS,), replace=False)
    return Xtr[idx], Ytr[idx]

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(EPOCHS):
    print(f"Epoch {epoch+1}/{EPOCHS}")
    t0 = time.time()
    tl, ta = [], []
    for step in range(STEPS):
        xb, yb = get_batch(data_key)
        state, loss, acc = train_step(state, xb, yb)
        tl.append(float(loss)); ta.append(float(acc))
    vl, va = evaluate(state.params, Xva, Yva)
    print(f"{STEPS}/{STEPS} [==============================] - {time.time()-t0:.0f}s {1000*(time.time()-t0)/STEPS:.0f}ms/step"
          f" - loss: {np.mean(tl):.4f} - accuracy: {np.mean(ta):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
