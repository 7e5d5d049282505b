"""Train a small MLP classifier with Flax NNX on a synthetic 'two moons'-style dataset."""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train")


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    t = rng.uniform(0, np.pi, n)
    lab = rng.integers(0, 2, n)
    x = np.stack([np.cos(t) + lab * 1.0, np.sin(t) * (1 - 2 * lab) + lab * 0.5], axis=1)
    x += rng.normal(0, 0.1, x.shape)
    return x.astype(np.float32), lab.astype(np.int32)


class MLP(nnx.Module):
    def __init__(self, din, dhid, dout, *, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dhid, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dhid, dhid, rngs=rngs)
        self.out = nnx.Linear(dhid, dout, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.l1(x))
        x = self.drop(x)
        x = nnx.relu(self.l2(x))
        return self.out(x)


def loss_fn(model, x, y):
    logits = model(x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    metrics.update(loss=loss, logits=logits, labels=y)


@nnx.jit
def eval_step(model, metrics, x, y):
    loss, logits = loss_fn(model, x, y)
    metrics.update(loss=loss, logits=logits, labels=y)


def main():
    log.info("JAX %s, devices: %s", jax.__version__, jax.devices())
    xtr, ytr = make_data(2048, 0)
    xte, yte = make_data(512, 1)
    model = MLP(2, 64, 2, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)
    metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
    bs = 64
    rng = np.random.default_rng(42)
    for epoch in range(1, 6):
        t0 = time.time()
        model.train()
        perm = rng.permutation(len(xtr))
        for i in range(0, len(xtr), bs):
            idx = perm[i:i + bs]
            train_step(model, optimizer, metrics, xtr[idx], ytr[idx])
        tr = {k: float(v) for k, v in metrics.compute().items()}
        metrics.reset()
        model.eval()
        for i in range(0, len(xte), bs):
            eval_step(model, metrics, xte[i:i + bs], yte[i:i + bs])
        te = {k: float(v) for k, v in metrics.compute().items()}
        metrics.reset()
        log.info("epoch %d | train_loss %.4f train_acc %.4f | val_loss %.4f val_acc %.4f | %.1fs",
                 epoch, tr["loss"], tr["accuracy"], te["loss"], te["accuracy"], time.time() - t0)
    log.info("training finished")


if __name__ == "__main__":
    main()
