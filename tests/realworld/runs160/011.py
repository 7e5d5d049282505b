"""Small CNN on synthetic 5-class images, gradient accumulation to reach an effective batch of 256."""
import time
from dataclasses import dataclass
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

@dataclass
class Config:
    micro_batch_size: int = 16
    effective_batch_size: int = 256      # what the paper / torch run used
    lr: float = 1e-3
    epochs: int = 5
    n_train: int = 800

cfg = Config()
accum_steps = cfg.effective_batch_size // cfg.micro_batch_size
print(f"config: {cfg}  -> grad accumulation over {accum_steps} micro-batches")

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 5, n)
    x = rng.normal(0, 1, (n, 12, 12, 1)).astype(np.float32)
    for i in range(n):
        x[i, 2 * y[i]:2 * y[i] + 3, :, 0] += 2.0          # class = position of a bright band
    return x, y.astype(np.int32)

xtr, ytr = make_data(cfg.n_train, 0)
xva, yva = make_data(400, 1)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        return nn.Dense(5)(x.reshape(x.shape[0], -1))

model = Net()
params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
tx = optax.MultiSteps(optax.adamw(cfg.lr), every_k_schedule=cfg.effective_batch_size)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()
    (loss, acc), g = jax.value_and_grad(lf, has_aux=True)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, acc

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

step = 0
for epoch in range(1, cfg.epochs + 1):
    t0 = time.time(); perm = np.random.default_rng(epoch).permutation(len(xtr)); ls, accs = [], []
    for i in range(0, len(xtr), cfg.micro_batch_size):
        idx = perm[i:i + cfg.micro_batch_size]
        params, opt_state, loss, acc = train_step(params, opt_state, xtr[idx], ytr[idx])
        ls.append(float(loss)); accs.append(float(acc)); step += 1
    vl, va = evaluate(params, xva, yva)
    print(f"epoch {epoch}/{cfg.epochs} | micro_steps {step} | train_loss {np.mean(ls):.4f} | train_acc {np.mean(accs):.4f} "
          f"| val_loss {float(vl):.4f} | val_acc {float(va):.4f} | {time.time()-t0:.1f}s")
print("training finished")
