"""Flax NNX CNN on synthetic 'fashion' images: nnx.Optimizer + nnx.jit train/eval steps, metrics per epoch."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.bn = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc = nnx.Linear(32 * 7 * 7, 10, rngs=rngs)

    def __call__(self, x):
        x = nnx.avg_pool(nnx.relu(self.conv1(x)), (2, 2), (2, 2))
        x = nnx.avg_pool(nnx.relu(self.bn(self.conv2(x))), (2, 2), (2, 2))
        x = self.drop(x.reshape(x.shape[0], -1))
        return self.fc(x)


def loss_fn(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits


@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    metrics.update(loss=loss, logits=logits, labels=y)
    optimizer.update(model, grads)


@nnx.jit
def eval_step(model, metrics, x, y):
    loss, logits = loss_fn(model, x, y)
    metrics.update(loss=loss, logits=logits, labels=y)


rng = np.random.default_rng(0)
protos = rng.normal(size=(10, 28, 28, 1)).astype(np.float32)
def data(n):
    y = rng.integers(0, 10, size=n)
    return protos[y] + 0.8 * rng.normal(size=(n, 28, 28, 1)).astype(np.float32), y
x_tr, y_tr = data(2048)
x_te, y_te = data(512)

model = CNN(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(2e-3), wrt=nnx.Param)
metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
print(nnx.tabulate(model, jnp.ones((1, 28, 28, 1)), depth=1) if hasattr(nnx, "tabulate") else model)
for epoch in range(1, 4):
    model.train()
    perm = rng.permutation(len(x_tr))
    for i in range(0, len(x_tr), 64):
        idx = perm[i:i + 64]
        train_step(model, optimizer, metrics, x_tr[idx], y_tr[idx])
    tr = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    model.eval()
    for i in range(0, len(x_te), 128):
        eval_step(model, metrics, x_te[i:i + 128], y_te[i:i + 128])
    te = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    print(f"epoch {epoch}: train_loss={tr['loss']:.4f} train_acc={tr['accuracy']:.4f} "
          f"test_loss={te['loss']:.4f} test_acc={te['accuracy']:.4f}")
