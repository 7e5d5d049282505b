"""Tabular classifier (linen + optax.adamw), ported from a PyTorch MLP trainer."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("tabular_mlp")

def make_data(n, rng):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    w = rng.normal(size=(16, 4)).astype(np.float32)
    y = np.argmax(x @ w + 0.3 * rng.normal(size=(n, 4)), axis=1).astype(np.int32)
    return x, y

class MLP(nn.Module):
    hidden: int = 64
    classes: int = 4
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        return loss, logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == yb).mean()
    return state.apply_gradients(grads=g), loss, acc

@jax.jit
def eval_step(params, xb, yb):
    logits = MLP().apply({"params": params}, xb)
    return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

def main():
    rng = np.random.default_rng(0)
    x, y = make_data(4096, rng)
    xtr, ytr, xva, yva = x[:3584], y[:3584], x[3584:], y[3584:]
    log.info("jax=%s devices=%s train=%d val=%d", jax.__version__, jax.devices(), len(xtr), len(xva))
    model = MLP()
    params = model.init(jax.random.key(0), jnp.ones((1, 16)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3, weight_decay=1e-4))
    bs = 128
    for epoch in range(1, 6):
        t0 = time.time(); perm = rng.permutation(len(xtr)); ls, accs = [], []
        for i in range(0, len(xtr), bs):
            idx = perm[i:i + bs]
            state, l, a = train_step(state, xtr[idx], ytr[idx]); ls.append(l); accs.append(a)
        vl, va = eval_step(state.params, xva, yva)
        log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)", epoch,
                 float(np.mean(ls)), float(np.mean(accs)), float(vl), float(va), time.time() - t0)
    log.info("done")

if __name__ == "__main__":
    main()
