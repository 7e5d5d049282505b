"""Synthetic shapes classifier (flax.nnx CNN + optax.adamw with warmup-cosine schedule)."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("shapes_cnn")

def make_data(n, rng):
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 3, size=n).astype(np.int32)
    for i in range(n):
        if y[i] == 0: x[i, 4:12, 7:9] += 1.0      # vertical bar
        elif y[i] == 1: x[i, 7:9, 4:12] += 1.0    # horizontal bar
        else: x[i, 5:11, 5:11] += 0.6             # square
    return x, y

class CNN(nnx.Module):
    def __init__(self, rngs):
        self.c1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.c2 = nnx.Conv(16, 32, (3, 3), rngs=rngs)
        self.fc = nnx.Linear(32 * 4 * 4, 3, rngs=rngs)
    def __call__(self, x):
        x = nnx.max_pool(nnx.relu(self.c1(x)), (2, 2), (2, 2))
        x = nnx.max_pool(nnx.relu(self.c2(x)), (2, 2), (2, 2))
        return self.fc(x.reshape(x.shape[0], -1))

@nnx.jit
def train_step(model, opt, metrics, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    metrics.update(loss=loss, logits=logits, labels=y)
    opt.update(model, g)

@nnx.jit
def eval_step(model, metrics, x, y):
    logits = model(x)
    metrics.update(loss=optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits=logits, labels=y)

def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(1536, rng); xva, yva = make_data(256, rng)
    model = CNN(nnx.Rngs(0))
    steps = 4 * (1536 // 64)
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=10, decay_steps=steps)
    opt = nnx.Optimizer(model, optax.adamw(sched), wrt=nnx.Param)
    metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
    log.info("train=%d val=%d total_steps=%d", len(xtr), len(xva), steps)
    for epoch in range(1, 5):
        t0 = time.time(); perm = rng.permutation(len(xtr))
        for i in range(0, len(xtr), 64):
            b = perm[i:i+64]; train_step(model, opt, metrics, xtr[b], ytr[b])
        tr = metrics.compute(); metrics.reset()
        eval_step(model, metrics, xva, yva); va = metrics.compute(); metrics.reset()
        log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)", epoch,
                 tr["loss"], tr["accuracy"], va["loss"], va["accuracy"], time.time() - t0)
    log.info("finished")

if __name__ == "__main__":
    main()
