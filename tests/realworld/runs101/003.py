"""Flax MLP classifier on a synthetic 4-class blob dataset (sanity run)."""
import logging
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train")

class MLP(nn.Module):
    n_classes: int = 4
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(self.n_classes)(x)

def blobs(n, seed):
    centers = np.random.default_rng(1234).normal(scale=1.0, size=(4, 16))
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, size=n)
    X = centers[y] + rng.normal(size=(n, 16))
    return X.astype(np.float32), y.astype(np.int32)

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = jnp.mean(jnp.argmax(logits, -1) == yb)
    return state.apply_gradients(grads=grads), loss, acc

@jax.jit
def eval_step(state, xb, yb):
    logits = state.apply_fn({"params": state.params}, xb)
    return jnp.mean(jnp.argmax(logits, -1) == yb)

def main():
    Xtr, ytr = blobs(4000, 0)
    Xva, yva = blobs(800, 1)
    log.info("jax %s on %s", jax.__version__, jax.devices())
    model = MLP()
    params = model.init(jax.random.key(0), Xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3, weight_decay=1e-4))
    bs = 128
    for epoch in range(1, 6):
        perm = np.random.default_rng(epoch).permutation(len(Xtr))
        ls, accs = [], []
        for i in range(len(Xtr) // bs):
            idx = perm[i * bs:(i + 1) * bs]
            state, loss, acc = train_step(state, Xtr[idx], ytr[idx])
            ls.append(float(loss)); accs.append(float(acc))
        val_acc = float(eval_step(state, Xva, yva))
        log.info("epoch %d train_loss=%.4f train_acc=%.3f val_acc=%.3f", epoch, np.mean(ls), np.mean(accs), val_acc)
    log.info("done, final val_acc=%.3f", val_acc)

if __name__ == "__main__":
    main()
