"""Tabular churn classifier, Flax NNX port of a small PyTorch MLP (healthy run)."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
log = logging.getLogger("churn_nnx")

W_TRUE = np.random.default_rng(42).normal(size=(12,)).astype(np.float32)

def make_data(n, rng):
    x = rng.normal(size=(n, 12)).astype(np.float32)
    w = W_TRUE
    logits = x @ w + 0.5 * x[:, 0] * x[:, 1]
    y = (logits > 0).astype(np.int32)
    return x, y

class MLP(nnx.Module):
    def __init__(self, din, hidden, nclass, rngs):
        self.fc1 = nnx.Linear(din, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.head = nnx.Linear(hidden, nclass, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.fc1(x))
        x = self.drop(x)
        x = nnx.relu(self.fc2(x))
        return self.head(x)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(4096, rng); xva, yva = make_data(1024, rng)
    log.info("jax %s devices=%s train=%d val=%d", jax.__version__, jax.devices(), len(xtr), len(xva))
    model = MLP(12, 64, 2, nnx.Rngs(params=0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=1e-4), wrt=nnx.Param)
    bs = 128
    for epoch in range(1, 6):
        t0 = time.time(); model.train()
        perm = rng.permutation(len(xtr)); losses, accs = [], []
        for i in range(0, len(xtr), bs):
            idx = perm[i:i + bs]
            l, a = train_step(model, optimizer, jnp.asarray(xtr[idx]), jnp.asarray(ytr[idx]))
            losses.append(float(l)); accs.append(float(a))
        model.eval()
        vl, va = eval_step(model, jnp.asarray(xva), jnp.asarray(yva))
        log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)",
                 epoch, np.mean(losses), np.mean(accs), float(vl), float(va), time.time() - t0)
    log.info("done")

if __name__ == "__main__":
    main()
