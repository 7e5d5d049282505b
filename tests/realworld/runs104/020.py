"""Gradient accumulation with optax.MultiSteps + cosine schedule; Keras-like progress output."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(4)(x)

r = np.random.default_rng(0)
centers = r.normal(size=(4, 24)) * 1.5
ytr = r.integers(0, 4, 4000); Xtr = (centers[ytr] + r.normal(size=(4000, 24))).astype(np.float32)
yva = r.integers(0, 4, 800); Xva = (centers[yva] + r.normal(size=(800, 24))).astype(np.float32)
ytr, yva = ytr.astype(np.int32), yva.astype(np.int32)

ACCUM, BS, EPOCHS = 4, 32, 5
steps_per_epoch = len(Xtr) // BS
schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 10, EPOCHS * steps_per_epoch // ACCUM)
tx = optax.MultiSteps(optax.adamw(schedule), every_k_schedule=ACCUM)
model = Net()
params = model.init({"params": jax.random.key(0)}, Xtr[:1], train=False)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

key = jax.random.key(1)
for epoch in range(EPOCHS):
    print(f"Epoch {epoch+1}/{EPOCHS}")
    t0 = time.time()
    perm = r.permutation(len(Xtr))
    ls, accs = [], []
    for i in range(steps_per_epoch):
        key, sub = jax.random.split(key)
        idx = perm[i*BS:(i+1)*BS]
        state, l, a = train_step(state, Xtr[idx], ytr[idx], sub)
        ls.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state.params, Xva, yva)
    dt = time.time() - t0
    print(f"{steps_per_epoch}/{steps_per_epoch} [==============================] - {dt:.0f}s {1000*dt/steps_per_epoch:.0f}ms/step - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
print(f"optimizer steps applied: {int(state.opt_state.gradient_step)} (micro-steps {int(state.step)})")
