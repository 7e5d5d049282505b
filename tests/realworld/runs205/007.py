"""Flax NNX CNN on synthetic 16x16 'digits' with nnx.Optimizer and nnx.MultiMetric."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

def make_images(n, seed):
    protos = np.random.default_rng(99).normal(size=(10, 16, 16, 1)).astype(np.float32)
    r = np.random.default_rng(seed)
    y = r.integers(0, 10, n)
    x = protos[y] + 0.8 * r.normal(size=(n, 16, 16, 1)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)

class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.dropout = nnx.Dropout(0.2, rngs=rngs)
        self.fc = nnx.Linear(32 * 4 * 4, 10, rngs=rngs)
    def __call__(self, x):
        x = nnx.avg_pool(nnx.relu(self.conv1(x)), (2, 2), (2, 2))
        x = nnx.avg_pool(nnx.relu(self.conv2(x)), (2, 2), (2, 2))
        return self.fc(self.dropout(x.reshape(x.shape[0], -1)))

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

def main():
    xtr, ytr = make_images(3000, 0)
    xte, yte = make_images(600, 1)
    model = CNN(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=1e-4), wrt=nnx.Param)
    metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
    r = np.random.default_rng(0)
    for epoch in range(1, 5):
        t0 = time.time()
        model.train(); perm = r.permutation(len(xtr))
        for i in range(0, len(perm), 64):
            idx = perm[i:i + 64]
            train_step(model, optimizer, metrics, xtr[idx], ytr[idx])
        train_m = {f"train_{k}": round(float(v), 4) for k, v in metrics.compute().items()}
        metrics.reset()
        model.eval()
        for i in range(0, len(xte), 200):
            eval_step(model, metrics, xte[i:i + 200], yte[i:i + 200])
        test_m = {f"test_{k}": round(float(v), 4) for k, v in metrics.compute().items()}
        metrics.reset()
        print(f"epoch {epoch} {({**train_m, **test_m})} ({time.time()-t0:.1f}s)", flush=True)
    print("done")

if __name__ == "__main__":
    main()
