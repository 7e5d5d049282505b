"""Fine-tune a small MLP classifier; hyperparameters come from a YAML config (ported from a PyTorch repo)."""
import yaml
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CONFIG = """
model:
  hidden: 128
  num_classes: 4
train:
  batch_size: 64
  epochs: 3
  optimizer: adamw
  lr: 3e-4
  weight_decay: 1e-2
  warmup_steps: 20
"""

cfg = yaml.safe_load(CONFIG)
print("config:", cfg)

class MLP(nn.Module):
    hidden: int
    num_classes: int
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype(np.float32)
W = rng.normal(size=(32, 4))
y = (X @ W).argmax(-1).astype(np.int32)

model = MLP(cfg["model"]["hidden"], cfg["model"]["num_classes"])
params = model.init(jax.random.key(0), jnp.ones((1, 32)))["params"]

tc = cfg["train"]
steps_per_epoch = len(X) // tc["batch_size"]
total = steps_per_epoch * tc["epochs"]
schedule = optax.warmup_cosine_decay_schedule(
    init_value=0.0, peak_value=tc["lr"], warmup_steps=tc["warmup_steps"], decay_steps=total)
tx = optax.adamw(learning_rate=schedule, weight_decay=tc["weight_decay"])
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == yb).mean()
    return state.apply_gradients(grads=grads), loss, acc

for epoch in range(tc["epochs"]):
    perm = rng.permutation(len(X))
    for i in range(steps_per_epoch):
        idx = perm[i * tc["batch_size"]:(i + 1) * tc["batch_size"]]
        state, loss, acc = train_step(state, X[idx], y[idx])
        if i % 10 == 0:
            print(f"epoch {epoch} step {i:3d} loss {float(loss):.4f} acc {float(acc):.3f} lr {float(schedule(state.step)):.2e}")
print("training finished")
