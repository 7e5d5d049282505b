"""Train a GRU sequence regressor from a YAML experiment config (flax linen + optax)."""
import sys, yaml, pprint
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

CONFIG = """
experiment: gru_forecast_v3
model:
  hidden: 64
  layers: 1
optim:
  name: adamw
  lr: 3e-4
  weight_decay: 1e-2
  warmup_steps: 100
  clip_norm: 1.0
train:
  epochs: 3
  batch_size: 32
  seq_len: 48
"""

cfg = yaml.safe_load(CONFIG)
print("config:"); pprint.pprint(cfg)

class Forecaster(nn.Module):
    hidden: int
    @nn.compact
    def __call__(self, x):
        h = nn.RNN(nn.GRUCell(self.hidden))(x)
        return nn.Dense(1)(h[:, -1])

def make_optimizer(oc, total_steps):
    sched = optax.warmup_cosine_decay_schedule(0.0, oc["lr"], oc["warmup_steps"], total_steps)
    return optax.chain(optax.clip_by_global_norm(oc["clip_norm"]),
                       optax.adamw(sched, weight_decay=oc["weight_decay"]))

rng = np.random.default_rng(0)
T = cfg["train"]["seq_len"]
t = np.arange(4000 + T)
series = (np.sin(t / 20) + 0.1 * rng.normal(size=t.shape)).astype(np.float32)
X = np.stack([series[i:i+T] for i in range(4000)])[..., None]
Y = series[T:T+4000][:, None]

model = Forecaster(cfg["model"]["hidden"])
params = model.init(jax.random.key(0), X[:1])["params"]
bs = cfg["train"]["batch_size"]
steps_per_epoch = len(X) // bs
tx = make_optimizer(cfg["optim"], cfg["train"]["epochs"] * steps_per_epoch)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    l, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l

for ep in range(cfg["train"]["epochs"]):
    for s in range(steps_per_epoch):
        params, opt_state, loss = train_step(params, opt_state, X[s*bs:(s+1)*bs], Y[s*bs:(s+1)*bs])
        if s % 40 == 0:
            print(f"epoch {ep} step {s} mse {float(loss):.5f}")
