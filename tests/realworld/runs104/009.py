"""flax.nnx classifier with dropout + batchnorm; train/eval modes, nnx.MultiMetric logging."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class Net(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(16, 64, rngs=rngs)
        self.bn = nnx.BatchNorm(64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(64, 3, rngs=rngs)
    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.bn(self.l1(x)))))

r = np.random.default_rng(0)
centers = r.normal(size=(3, 16)) * 2
y = r.integers(0, 3, 3000)
X = (centers[y] + r.normal(size=(3000, 16))).astype(np.float32)
y = y.astype(np.int32)
Xtr, ytr, Xte, yte = X[:2400], y[:2400], X[2400:], y[2400:]

model = Net(nnx.Rngs(0))
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

for epoch in range(4):
    model.train()
    perm = r.permutation(len(Xtr))
    for i in range(0, len(Xtr), 100):
        idx = perm[i:i+100]
        train_step(model, optimizer, metrics, Xtr[idx], ytr[idx])
    train_m = {f"train_{k}": round(float(v), 4) for k, v in metrics.compute().items()}
    metrics.reset()
    model.eval()
    eval_step(model, metrics, Xte, yte)
    test_m = {f"test_{k}": round(float(v), 4) for k, v in metrics.compute().items()}
    metrics.reset()
    print({"epoch": epoch + 1, **train_m, **test_m})
print("done")
