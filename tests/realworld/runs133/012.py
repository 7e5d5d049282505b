"""Small CNN on synthetic 'digits' with Flax NNX (BatchNorm + Dropout), train/eval modes, optax.adamw."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.bn2 = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc = nnx.Linear(32 * 4 * 4, 10, rngs=rngs)

    def __call__(self, x):
        x = nnx.max_pool(nnx.relu(self.bn1(self.conv1(x))), (2, 2), (2, 2))
        x = nnx.max_pool(nnx.relu(self.bn2(self.conv2(x))), (2, 2), (2, 2))
        return self.fc(self.drop(x.reshape(x.shape[0], -1)))


def make_digits(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(7).normal(size=(10, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 10, size=n)
    x = protos[y] + 0.8 * rng.normal(size=(n, 16, 16, 1)).astype(np.float32)
    return x, y.astype(np.int32)


xtr, ytr = make_digits(3000, 0)
xte, yte = make_digits(600, 1)
model = CNN(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=1e-4), wrt=nnx.Param)
metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))


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


bs = 100
for epoch in range(1, 4):
    t0 = time.time()
    model.train()
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    for i in range(len(xtr) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        train_step(model, optimizer, metrics, xtr[idx], ytr[idx])
    train_m = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    model.eval()
    for i in range(len(xte) // bs):
        eval_step(model, metrics, xte[i * bs:(i + 1) * bs], yte[i * bs:(i + 1) * bs])
    test_m = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    print(f"[epoch {epoch}] {time.time() - t0:.1f}s train_loss={train_m['loss']:.4f} train_acc={train_m['accuracy']:.4f} "
          f"test_loss={test_m['loss']:.4f} test_acc={test_m['accuracy']:.4f}")
print("done")
