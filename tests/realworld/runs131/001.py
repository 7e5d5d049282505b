"""Tabular classifier (Flax linen) with dropout; port of a small PyTorch MLP trainer."""
import logging, time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("tabular")

class MLP(nn.Module):
    hidden: int = 128
    n_classes: int = 4
    drop: float = 0.2
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.drop, deterministic=not train)(x)
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.drop, deterministic=not train)(x)
        return nn.Dense(self.n_classes)(x)

def make_data(rng, n=4000, d=20, k=4):
    centers = rng.normal(0, 2.0, (k, d))
    y = rng.integers(0, k, n)
    x = centers[y] + rng.normal(0, 1.0, (n, d))
    return x.astype(np.float32), y.astype(np.int32)

x, y = make_data(np.random.default_rng(0))
xtr, ytr, xva, yva = x[:3200], y[:3200], x[3200:], y[3200:]
key = jax.random.key(42)
key, init_key = jax.random.split(key)
model = MLP()
params = model.init(init_key, xtr[:2], train=False)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3, weight_decay=1e-4))
log.info("params: %d", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, xb, yb, dkey):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": dkey})
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == yb).mean()

@jax.jit
def eval_step(params, xb, yb):
    logits = model.apply({"params": params}, xb, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

bs = 64
for epoch in range(5):
    t0 = time.time()
    key, pkey = jax.random.split(key)
    perm = np.asarray(jax.random.permutation(pkey, len(xtr)))
    losses, accs = [], []
    for i in range(0, len(xtr), bs):
        idx = perm[i:i + bs]
        key, dkey = jax.random.split(key)
        state, l, a = train_step(state, xtr[idx], ytr[idx], dkey)
        losses.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state.params, xva, yva)
    log.info("epoch %d train_loss=%.4f train_acc=%.3f val_loss=%.4f val_acc=%.3f (%.1fs)",
             epoch + 1, np.mean(losses), np.mean(accs), float(vl), float(va), time.time() - t0)
log.info("training finished")
