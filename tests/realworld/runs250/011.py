# Port of a PyTorch tabular classifier (AdamW + linear warmup/cosine schedule) to Flax + Optax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(5)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(6000, 24)).astype(np.float32)
W = rng.normal(size=(24, 5)).astype(np.float32)
Y = (X @ W + 0.3 * rng.normal(size=(6000, 5))).argmax(-1)
xtr, ytr, xva, yva = X[:5000], Y[:5000], X[5000:], Y[5000:]

EPOCHS, BS = 8, 100
total = EPOCHS * (5000 // BS)
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=40, decay_steps=total)
model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 24)), train=False)["params"],
    tx=optax.adamw(sched, weight_decay=0.01))

@jax.jit
def train_step(state, xb, yb, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

key = jax.random.PRNGKey(1)
for epoch in range(EPOCHS):
    perm = rng.permutation(5000); losses = []
    for i in range(0, 5000, BS):
        key, sub = jax.random.split(key)
        idx = perm[i:i+BS]
        state, loss = train_step(state, xtr[idx], ytr[idx], sub)
        losses.append(float(loss))
    vl, va = evaluate(state.params, xva, yva)
    print(f"epoch {epoch} step {int(state.step)} lr {float(sched(state.step)):.2e} train_loss {np.mean(losses):.4f} "
          f"val_loss {float(vl):.4f} val_acc {float(va):.3f}")
