"""Flax NNX CNN for 4-class synthetic shapes. Training step is compiled with jax.jit
(nnx modules are pytrees, so they can be passed straight into jitted functions)."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class CNN(nnx.Module):
    def __init__(self, *, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.fc = nnx.Linear(32, 4, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.bn1(self.conv1(x)))
        x = nnx.relu(self.conv2(x))
        return self.fc(x.mean(axis=(1, 2)))


def make_batch(rng, n):
    y = rng.integers(0, 4, n)
    x = 0.3 * rng.normal(size=(n, 16, 16, 1))
    for i, c in enumerate(y):
        if c == 0: x[i, 4:12, 7:9] += 1      # vertical bar
        if c == 1: x[i, 7:9, 4:12] += 1      # horizontal bar
        if c == 2: x[i, 4:12, 4:12] += 0.5   # square
        if c == 3: x[i, np.arange(4, 12), np.arange(4, 12)] += 1.5  # diagonal
    return x.astype(np.float32), y.astype(np.int32)


@jax.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()


rng = np.random.default_rng(0)
model = CNN(rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"), accuracy=nnx.metrics.Average("accuracy"))
for epoch in range(1, 6):
    t0 = time.time()
    metrics.reset()
    model.train()
    for _ in range(40):
        x, y = make_batch(rng, 32)
        loss, acc = train_step(model, optimizer, x, y)
        metrics.update(loss=loss, accuracy=acc)
    m = {k: round(float(v), 4) for k, v in metrics.compute().items()}
    print(f"epoch {epoch} | train_loss {m['loss']:.4f} | train_acc {m['accuracy']:.4f} | {time.time() - t0:.1f}s")
