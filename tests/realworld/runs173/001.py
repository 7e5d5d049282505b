"""Tabular transformer-ish classifier written with Flax NNX (ported from an older nnx tutorial)."""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("tabmlp")

CFG = dict(in_dim=24, hidden=64, depth=3, num_classes=4, dropout=0.1, lr=3e-3, batch_size=64, epochs=4, seed=0)


def make_data(n, rng):
    x = rng.normal(size=(n, CFG["in_dim"])).astype(np.float32)
    w = rng.normal(size=(CFG["in_dim"], CFG["num_classes"])).astype(np.float32)
    y = np.argmax(x @ w + 0.3 * rng.normal(size=(n, CFG["num_classes"])), axis=1).astype(np.int32)
    return x, y


class ResBlock(nnx.Module):
    def __init__(self, dim, dropout, *, rngs: nnx.Rngs):
        self.norm = nnx.LayerNorm(dim, rngs=rngs)
        self.fc1 = nnx.Linear(dim, dim * 2, rngs=rngs)
        self.fc2 = nnx.Linear(dim * 2, dim, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)

    def __call__(self, x):
        h = self.fc2(nnx.gelu(self.fc1(self.norm(x))))
        return x + self.drop(h)


class TabNet(nnx.Module):
    def __init__(self, in_dim, hidden, depth, num_classes, dropout, *, rngs: nnx.Rngs):
        self.embed = nnx.Linear(in_dim, hidden, rngs=rngs)
        # like nn.ModuleList in the torch version
        self.blocks = [ResBlock(hidden, dropout, rngs=rngs) for _ in range(depth)]
        self.head = nnx.Linear(hidden, num_classes, rngs=rngs)

    def __call__(self, x):
        x = self.embed(x)
        for blk in self.blocks:
            x = blk(x)
        return self.head(x)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, logits

    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    acc = (logits.argmax(-1) == y).mean()
    return loss, acc


def main():
    log.info("jax %s, devices %s", jax.__version__, jax.devices())
    rng = np.random.default_rng(CFG["seed"])
    x_tr, y_tr = make_data(2048, rng)
    log.info("train set %s, classes %s", x_tr.shape, np.bincount(y_tr).tolist())
    model = TabNet(CFG["in_dim"], CFG["hidden"], CFG["depth"], CFG["num_classes"], CFG["dropout"],
                   rngs=nnx.Rngs(params=CFG["seed"], dropout=CFG["seed"] + 1))
    optimizer = nnx.Optimizer(model, optax.adamw(CFG["lr"]), wrt=nnx.Param)
    steps = len(x_tr) // CFG["batch_size"]
    for epoch in range(CFG["epochs"]):
        t0 = time.time()
        perm = rng.permutation(len(x_tr))
        losses, accs = [], []
        for i in range(steps):
            idx = perm[i * CFG["batch_size"]:(i + 1) * CFG["batch_size"]]
            loss, acc = train_step(model, optimizer, jnp.asarray(x_tr[idx]), jnp.asarray(y_tr[idx]))
            losses.append(float(loss)); accs.append(float(acc))
        log.info("epoch %d loss %.4f acc %.3f (%.1fs)", epoch, np.mean(losses), np.mean(accs), time.time() - t0)
    log.info("training finished")


if __name__ == "__main__":
    main()
