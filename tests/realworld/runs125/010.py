"""flax.nnx MLP with BatchNorm and Dropout, train/eval modes, nnx.Optimizer (healthy run)."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("nnx_mlp")


class MLP(nnx.Module):
    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.bn1 = nnx.BatchNorm(dhidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(dhidden, dout, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.bn1(self.fc1(x)))))


rng = np.random.default_rng(0)
W = rng.normal(size=(16, 3))
def make(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    return x, (x @ W + 0.2 * rng.normal(size=(n, 3))).argmax(-1).astype(np.int32)
xtr, ytr = make(3000)
xva, yva = make(600)

model = MLP(16, 64, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)
metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"), accuracy=nnx.metrics.Accuracy())


def loss_fn(model, x, y):
    logits = model(x)
    return optax.losses.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits


@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    metrics.update(loss=loss, logits=logits, labels=y)
    optimizer.update(model, grads)


@nnx.jit
def eval_step(model, metrics, x, y):
    loss, logits = loss_fn(model, x, y)
    metrics.update(loss=loss, logits=logits, labels=y)


for epoch in range(1, 6):
    model.train()
    perm = rng.permutation(len(xtr))
    for i in range(len(xtr) // 100):
        idx = perm[i * 100:(i + 1) * 100]
        train_step(model, optimizer, metrics, xtr[idx], ytr[idx])
    tr = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    model.eval()
    eval_step(model, metrics, xva, yva)
    va = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f",
             epoch, tr["loss"], tr["accuracy"], va["loss"], va["accuracy"])
