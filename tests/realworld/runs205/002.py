"""Flax linen MLP on a synthetic 10-class problem with TrainState + adamw (reference setup)."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("mlp_linen")

def blobs(n, d=20, k=10, seed=0):
    centers = np.random.default_rng(1234).normal(scale=3.0, size=(k, d))
    r = np.random.default_rng(seed)
    y = r.integers(0, k, n)
    x = centers[y] + r.normal(size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)

class MLP(nn.Module):
    hidden: int = 128
    classes: int = 10
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)

def main():
    xtr, ytr = blobs(4096, seed=0)
    xva, yva = blobs(1024, seed=1)
    model = MLP()
    key = jax.random.key(42)
    params = model.init(key, jnp.ones((1, 20)))["params"]
    tx = optax.adamw(optax.cosine_decay_schedule(1e-3, 5 * 64), weight_decay=1e-4)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, x, y, rng):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": rng})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    @jax.jit
    def evaluate(params, x, y):
        logits = model.apply({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

    rng = np.random.default_rng(0)
    for epoch in range(1, 6):
        t0 = time.time(); perm = rng.permutation(len(xtr)); losses = []
        for i in range(0, len(perm), 64):
            idx = perm[i:i + 64]
            key, sub = jax.random.split(key)
            state, loss = train_step(state, xtr[idx], ytr[idx], sub)
            losses.append(float(loss))
        vl, va = evaluate(state.params, xva, yva)
        log.info("epoch %d train_loss=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)", epoch, np.mean(losses), float(vl), float(va), time.time() - t0)
    log.info("finished, step=%d", int(state.step))

if __name__ == "__main__":
    main()
