"""Two-moons classifier with Flax NNX + optax, checkpoints every epoch with Orbax CheckpointManager, restore best at the end."""
import logging
import os
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("moons")

CKPT_DIR = "/home/user/project/ckpt007"
EPOCHS = 5
BATCH = 32


def two_moons(n, noise, seed):
    rng = np.random.default_rng(seed)
    t = rng.uniform(0, np.pi, n)
    lab = rng.integers(0, 2, n)
    x = np.where(lab[:, None] == 0, np.stack([np.cos(t), np.sin(t)], 1), np.stack([1 - np.cos(t), 0.5 - np.sin(t)], 1))
    return (x + noise * rng.normal(size=x.shape)).astype(np.float32), lab.astype(np.int32)


class Classifier(nnx.Module):
    def __init__(self, *, rngs):
        self.l1 = nnx.Linear(2, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.out = nnx.Linear(64, 2, rngs=rngs)

    def __call__(self, x):
        x = self.drop(nnx.relu(self.l1(x)))
        x = self.drop(nnx.relu(self.l2(x)))
        return self.out(x)


@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    x_tr, y_tr = two_moons(2000, 0.15, 0)
    x_va, y_va = two_moons(500, 0.15, 1)
    model = Classifier(rngs=nnx.Rngs(params=0, dropout=1))
    opt = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)
    mgr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(
        max_to_keep=2, best_fn=lambda m: m["val_acc"], best_mode="max"))
    rng = np.random.default_rng(0)
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time()
        model.train()
        perm = rng.permutation(len(x_tr))
        losses = [float(train_step(model, opt, jnp.asarray(x_tr[b]), jnp.asarray(y_tr[b])))
                  for b in np.array_split(perm, len(perm) // BATCH)]
        model.eval()
        vl, va = evaluate(model, jnp.asarray(x_va), jnp.asarray(y_va))
        mgr.save(epoch, args=ocp.args.StandardSave(nnx.state(model, nnx.Param)),
                 metrics={"val_acc": float(va), "val_loss": float(vl)})
        log.info("epoch %d train_loss=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)", epoch, np.mean(losses), float(vl),
                 float(va), time.time() - t0)
    mgr.wait_until_finished()
    best = mgr.best_step()
    abstract = nnx.state(nnx.eval_shape(lambda: Classifier(rngs=nnx.Rngs(0))), nnx.Param)
    restored = mgr.restore(best, args=ocp.args.StandardRestore(abstract))
    fresh = Classifier(rngs=nnx.Rngs(params=123, dropout=1))
    nnx.update(fresh, restored)
    fresh.eval()
    vl, va = evaluate(fresh, jnp.asarray(x_va), jnp.asarray(y_va))
    log.info("restored best step %d from %s: val_loss=%.4f val_acc=%.4f; steps on disk %s", best, CKPT_DIR,
             float(vl), float(va), mgr.all_steps())
    mgr.close()


if __name__ == "__main__":
    main()
