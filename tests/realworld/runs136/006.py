"""Fine-tune the head of a small linen CNN: frozen backbone via optax.multi_transform, AdamW with weight decay masked off biases/norms."""
import time
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn
from flax import traverse_util
from flax.training import train_state

class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.LayerNorm()(nn.Conv(16, (3, 3))(x)))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        return x.mean(axis=(1, 2))

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        f = Backbone(name="backbone")(x)
        f = nn.relu(nn.Dense(64, name="neck")(f))
        return nn.Dense(3, name="head")(f)

rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, 3, n)
    x = rng.normal(size=(n, 12, 12, 1)).astype(np.float32) * 0.3
    for i, c in enumerate(y):
        if c == 0: x[i, :6, :, 0] += 1.0
        elif c == 1: x[i, :, :6, 0] += 1.0
        else: x[i, 3:9, 3:9, 0] += 1.0
    return x, y.astype(np.int32)
xtr, ytr = make(1536); xva, yva = make(384)

model = Net()
params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
flat = traverse_util.flatten_dict(params)
labels = traverse_util.unflatten_dict({k: ("frozen" if k[0] == "backbone" else "train") for k in flat})
decay_mask = traverse_util.unflatten_dict({k: k[-1] == "kernel" for k in flat})
schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=20, decay_steps=240)
tx = optax.multi_transform(
    {"train": optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=1e-2, mask=decay_mask)),
     "frozen": optax.set_to_zero()},
    labels)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
n_train = sum(v.size for k, v in flat.items() if k[0] != "backbone")
print(f"trainable params: {n_train} / {sum(v.size for v in flat.values())}")

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

bb0 = jax.tree_util.tree_leaves(params["backbone"])[0]
for epoch in range(1, 6):
    t0 = time.time(); perm = rng.permutation(len(xtr)); L, A = [], []
    for i in range(0, len(xtr), 32):
        idx = perm[i:i + 32]
        state, l, a = train_step(state, xtr[idx], ytr[idx]); L.append(float(l)); A.append(float(a))
    vl, va = evaluate(state.params, xva, yva)
    print(f"Epoch {epoch}/5\n48/48 [==============================] - {time.time()-t0:.0f}s - loss: {np.mean(L):.4f} "
          f"- accuracy: {np.mean(A):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
drift = float(jnp.abs(jax.tree_util.tree_leaves(state.params["backbone"])[0] - bb0).max())
print(f"backbone max |delta| = {drift:.2e} (frozen)")
