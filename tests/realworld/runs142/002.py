"""Tabular classifier (NNX) - port of a small PyTorch Lightning tabular model."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("tabular")

def make_data(n, d=20, k=4, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 2.0, size=(k, d))
    y = rng.integers(0, k, size=n)
    x = centers[y] + rng.normal(0, 1.0, size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)

class MLP(nnx.Module):
    def __init__(self, d_in, hidden, n_cls, *, rngs):
        self.l1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.ln = nnx.LayerNorm(hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(hidden, n_cls, rngs=rngs)
    def __call__(self, x):
        return self.l2(self.drop(nnx.gelu(self.ln(self.l1(x)))))

def loss_fn(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

@nnx.jit
def train_step(model, opt, metrics, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    opt.update(model, grads)
    metrics.update(loss=loss, logits=logits, labels=y)

@nnx.jit
def eval_step(model, metrics, x, y):
    loss, logits = loss_fn(model, x, y)
    metrics.update(loss=loss, logits=logits, labels=y)

def main():
    x, y = make_data(5120)
    xtr, ytr, xva, yva = x[:4096], y[:4096], x[4096:], y[4096:]
    mu, sd = xtr.mean(0), xtr.std(0) + 1e-6
    xtr, xva = (xtr - mu) / sd, (xva - mu) / sd
    model = MLP(20, 128, 4, rngs=nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)
    metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
    bs = 128
    rng = np.random.default_rng(42)
    for epoch in range(5):
        t0 = time.time()
        model.train()
        perm = rng.permutation(len(xtr))
        for i in range(0, len(xtr) - bs + 1, bs):
            idx = perm[i:i + bs]
            train_step(model, opt, metrics, xtr[idx], ytr[idx])
        tr = {k: float(v) for k, v in metrics.compute().items()}; metrics.reset()
        model.eval()
        for i in range(0, len(xva), bs):
            eval_step(model, metrics, xva[i:i + bs], yva[i:i + bs])
        va = {k: float(v) for k, v in metrics.compute().items()}; metrics.reset()
        log.info("epoch %d | train_loss %.4f train_acc %.4f | val_loss %.4f val_acc %.4f | %.1fs",
                 epoch + 1, tr["loss"], tr["accuracy"], va["loss"], va["accuracy"], time.time() - t0)
    log.info("training finished")

if __name__ == "__main__":
    main()
