# Flax linen MLP classifier with TrainState, optax chain (clip + adamw w/ masked decay + warmup-cosine),
# checkpoint with flax.serialization and reload for evaluation
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax import serialization, traverse_util
from flax.training import train_state

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(128)(x); x = nn.LayerNorm()(x); x = nn.relu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
centers = rng.normal(size=(10, 32)) * 2
y_all = rng.integers(0, 10, 6000)
x_all = (centers[y_all] + rng.normal(size=(6000, 32))).astype(np.float32)
xtr, ytr, xte, yte = x_all[:5000], y_all[:5000], x_all[5000:], y_all[5000:]

epochs, bs = 6, 100
total = epochs * (len(xtr) // bs)
schedule = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=30, decay_steps=total, end_value=1e-5)
mask = lambda p: traverse_util.unflatten_dict({k: k[-1] == "kernel" for k in traverse_util.flatten_dict(p)})
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.01, mask=mask))
model = MLP()
key = jax.random.key(0)
key, init_key = jax.random.split(key)
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(init_key, xtr[:1])["params"], tx=tx)

@jax.jit
def train_step(state, x, y, dkey):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dkey})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def evaluate(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

for epoch in range(epochs):
    perm = rng.permutation(len(xtr)); ls, accs = [], []
    for i in range(0, len(xtr), bs):
        key, dkey = jax.random.split(key)
        idx = perm[i:i+bs]
        state, loss, acc = train_step(state, xtr[idx], ytr[idx], dkey)
        ls.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} step {int(state.step)} lr {float(schedule(state.step)):.2e} loss {np.mean(ls):.4f} "
          f"train_acc {np.mean(accs):.4f} val_acc {float(evaluate(state.params, xte, yte)):.4f}")

with open("mlp_011.msgpack", "wb") as f:
    f.write(serialization.to_bytes(state.params))
fresh = model.init(jax.random.key(123), xtr[:1])["params"]
with open("mlp_011.msgpack", "rb") as f:
    restored = serialization.from_bytes(fresh, f.read())
print(f"reloaded checkpoint: val_acc {float(evaluate(restored, xte, yte)):.4f}")
