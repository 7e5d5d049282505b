"""California-housing-style regression with Flax NNX: MLP + dropout, AdamW with cosine schedule,
nnx.MultiMetric for evaluation."""
import logging
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("nnx_housing")

EPOCHS, BATCH = 6, 64


def make_data(n=3000, d=8, seed=0):
    rng = np.random.RandomState(seed)
    x = rng.randn(n, d).astype(np.float32)
    y = (np.sin(x[:, 0]) + 0.5 * x[:, 1] ** 2 - x[:, 2] * x[:, 3] + 0.1 * rng.randn(n)).astype(np.float32)
    x = (x - x.mean(0)) / x.std(0)
    return x, y[:, None]


class MLP(nnx.Module):
    def __init__(self, d_in, hidden, rngs):
        self.l1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        x = self.drop(nnx.relu(self.l1(x)))
        x = self.drop(nnx.relu(self.l2(x)))
        return self.out(x)


def loss_fn(model, x, y):
    pred = model(x)
    return jnp.mean((pred - y) ** 2)


@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, y)
    optimizer.update(model, grads)
    metrics.update(loss=loss)


@nnx.jit
def eval_step(model, metrics, x, y):
    metrics.update(loss=loss_fn(model, x, y))


def main():
    x, y = make_data()
    xtr, ytr, xva, yva = x[:2500], y[:2500], x[2500:], y[2500:]
    model = MLP(8, 128, nnx.Rngs(0))
    steps = EPOCHS * (len(xtr) // BATCH)
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=20, decay_steps=steps)
    optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=1e-4), wrt=nnx.Param)
    train_m = nnx.MultiMetric(loss=nnx.metrics.Average("loss"))
    val_m = nnx.MultiMetric(loss=nnx.metrics.Average("loss"))
    rng = np.random.RandomState(0)
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time()
        model.train()
        perm = rng.permutation(len(xtr))
        for i in range(len(xtr) // BATCH):
            idx = perm[i * BATCH:(i + 1) * BATCH]
            train_step(model, optimizer, train_m, xtr[idx], ytr[idx])
        model.eval()
        for i in range(0, len(xva), 250):
            eval_step(model, val_m, xva[i:i + 250], yva[i:i + 250])
        tr, va = train_m.compute(), val_m.compute()
        log.info("epoch %d train_mse=%.4f val_mse=%.4f (%.1fs)", epoch, tr["loss"], va["loss"], time.time() - t0)
        train_m.reset(); val_m.reset()
    log.info("done")


if __name__ == "__main__":
    main()
