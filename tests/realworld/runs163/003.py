"""Flax NNX MLP classifier on a synthetic 'digits-like' dataset, optax adamw + cosine schedule."""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("nnx_cls")


class MLP(nnx.Module):
    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(dhidden, dhidden, rngs=rngs)
        self.out = nnx.Linear(dhidden, dout, rngs=rngs)

    def __call__(self, x):
        x = self.drop(nnx.gelu(self.fc1(x)))
        x = nnx.gelu(self.fc2(x))
        return self.out(x)


def make_data(n, d=32, c=5, seed=0):
    centers = np.random.default_rng(1234).normal(scale=0.6, size=(c, d))
    rng = np.random.default_rng(seed)
    y = rng.integers(0, c, n)
    x = centers[y] + rng.normal(size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()


@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    xtr, ytr = make_data(3000)
    xva, yva = make_data(600, seed=1)
    model = MLP(32, 128, 5, rngs=nnx.Rngs(0))
    epochs, bs = 5, 64
    steps = epochs * (len(xtr) // bs)
    sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=20, decay_steps=steps)
    optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=1e-4), wrt=nnx.Param)
    log.info("devices: %s", jax.devices())
    for epoch in range(1, epochs + 1):
        t0 = time.time()
        model.train()
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        tl, ta = [], []
        for i in range(len(xtr) // bs):
            idx = perm[i * bs:(i + 1) * bs]
            loss, acc = train_step(model, optimizer, xtr[idx], ytr[idx])
            tl.append(float(loss)); ta.append(float(acc))
        model.eval()
        vl, va = eval_step(model, xva, yva)
        log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)",
                 epoch, np.mean(tl), np.mean(ta), vl, va, time.time() - t0)
    log.info("done")


if __name__ == "__main__":
    main()
