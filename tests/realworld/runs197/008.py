"""Fashion-style 10-class MLP with optax schedule; metrics printed as dicts like a HF Trainer."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(3)
N, D, C = 8000, 64, 10
protos = rng.normal(size=(C, D)).astype(np.float32)
y = rng.integers(0, C, N).astype(np.int32)
x = (0.35 * protos[y] + rng.normal(size=(N, D))).astype(np.float32)
xtr, ytr, xva, yva = x[:7000], y[:7000], x[7000:], y[7000:]

BATCH = 64
EPOCHS = 6
steps_per_epoch = len(xtr) // BATCH
# "decay the lr by 0.9 every epoch"  (ported from torch StepLR(step_size=1, gamma=0.9) called per epoch)
schedule = optax.exponential_decay(init_value=3e-4, transition_steps=1, decay_rate=0.9, staircase=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x)); x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(C)(x)

model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
                                      tx=optax.adamw(schedule, weight_decay=0.01))

@jax.jit
def train_step(state, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l

@jax.jit
def eval_step(params, xb, yb):
    lg = model.apply({"params": params}, xb)
    return optax.softmax_cross_entropy_with_integer_labels(lg, yb).mean(), (lg.argmax(-1) == yb).mean()

for epoch in range(EPOCHS):
    perm = rng.permutation(len(xtr))
    for s in range(steps_per_epoch):
        idx = perm[s * BATCH:(s + 1) * BATCH]
        state, loss = train_step(state, xtr[idx], ytr[idx])
        if (s + 1) % 50 == 0:
            print({"loss": round(float(loss), 4), "learning_rate": float(schedule(state.step)), "epoch": round(epoch + (s + 1) / steps_per_epoch, 2)}, flush=True)
    vl, va = eval_step(state.params, xva, yva)
    print({"eval_loss": round(float(vl), 4), "eval_accuracy": round(float(va), 4), "epoch": epoch + 1}, flush=True)
print({"train_runtime": "done", "global_step": int(state.step)})
