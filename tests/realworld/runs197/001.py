"""Tabular classifier: Flax linen MLP + optax AdamW, TrainState, epoch metrics."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("tab_mlp")

class MLP(nn.Module):
    hidden: int = 64
    n_classes: int = 3
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_classes)(x)

CENTERS = np.random.default_rng(42).normal(size=(3, 12)) * 1.5

def make_data(n, rng):
    centers = CENTERS
    y = rng.integers(0, 3, size=n)
    x = centers[y] + rng.normal(size=(n, 12))
    return x.astype(np.float32), y.astype(np.int32)

@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = MLP().apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(2048, rng); xva, yva = make_data(512, rng)
    log.info("jax %s devices=%s", jax.__version__, jax.devices())
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 12)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-3, weight_decay=1e-4))
    bs = 64
    for epoch in range(1, 6):
        t0 = time.time(); perm = rng.permutation(len(xtr)); losses, accs = [], []
        for i in range(0, len(xtr), bs):
            idx = perm[i:i + bs]
            state, l, a = train_step(state, xtr[idx], ytr[idx]); losses.append(l); accs.append(a)
        vl, va = eval_step(state.params, xva, yva)
        log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)", epoch,
                 float(np.mean(losses)), float(np.mean(accs)), float(vl), float(va), time.time() - t0)
    log.info("training finished")

if __name__ == "__main__":
    main()
