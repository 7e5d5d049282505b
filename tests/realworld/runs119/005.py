# Small CNN on synthetic 16x16 "shapes" data with flax.nnx + optax, metrics via nnx.MultiMetric.
import time
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax

rng = np.random.default_rng(0)
def make_data(n):
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 2, n).astype(np.int32)
    x[y == 1, 4:12, 7:9, 0] += 1.5      # vertical bar
    x[y == 0, 7:9, 4:12, 0] += 1.5      # horizontal bar
    return x, y
xtr, ytr = make_data(1024); xte, yte = make_data(256)

class Net(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, (3, 3), rngs=rngs)
        self.bn = nnx.BatchNorm(8, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc = nnx.Linear(8 * 8 * 8, 2, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.bn(self.conv(x)))
        x = nnx.avg_pool(x, (2, 2), strides=(2, 2))
        x = self.drop(x.reshape(x.shape[0], -1))
        return self.fc(x)

model = Net(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
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

for epoch in range(1, 4):
    t0 = time.time()
    model.train()
    for i in range(0, len(xtr), 32):
        train_step(model, optimizer, metrics, xtr[i:i+32], ytr[i:i+32])
    tr = {k: float(v) for k, v in metrics.compute().items()}; metrics.reset()
    model.eval()
    for i in range(0, len(xte), 64):
        eval_step(model, metrics, xte[i:i+64], yte[i:i+64])
    te = {k: float(v) for k, v in metrics.compute().items()}; metrics.reset()
    print(f"[train] epoch: {epoch}, loss: {tr['loss']:.4f}, accuracy: {tr['accuracy']*100:.2f}")
    print(f"[test]  epoch: {epoch}, loss: {te['loss']:.4f}, accuracy: {te['accuracy']*100:.2f} ({time.time()-t0:.1f}s)")
