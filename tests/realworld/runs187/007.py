"""Flax NNX CNN on synthetic 'shapes' images (bright square in one of 4 quadrants)."""
import logging
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
log = logging.getLogger("train_nnx")


class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.dropout = nnx.Dropout(0.2, rngs=rngs)
        self.fc = nnx.Linear(32, 4, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.bn1(self.conv1(x)))
        x = nnx.max_pool(x, (2, 2), strides=(2, 2))
        x = nnx.relu(self.conv2(x))
        x = x.mean(axis=(1, 2))
        return self.fc(self.dropout(x))


def make_data(n, rng):
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n).astype(np.int32)
    for i, q in enumerate(y):
        r, c = divmod(int(q), 2)
        x[i, r * 8 + 2:r * 8 + 6, c * 8 + 2:c * 8 + 6, 0] += 2.0
    return x, y


def loss_fn(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits


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
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(2048, rng)
    xte, yte = make_data(512, rng)
    model = CNN(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(2e-3), wrt=nnx.Param)
    metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
    for epoch in range(1, 5):
        model.train()
        perm = rng.permutation(len(xtr))
        for i in range(0, len(xtr), 64):
            idx = perm[i:i + 64]
            train_step(model, optimizer, metrics, xtr[idx], ytr[idx])
        train_m = {f"train_{k}": round(float(v), 4) for k, v in metrics.compute().items()}
        metrics.reset()
        model.eval()
        for i in range(0, len(xte), 128):
            eval_step(model, metrics, xte[i:i + 128], yte[i:i + 128])
        test_m = {f"test_{k}": round(float(v), 4) for k, v in metrics.compute().items()}
        metrics.reset()
        log.info("epoch %d %s", epoch, {**train_m, **test_m})
    log.info("done")


if __name__ == "__main__":
    main()
