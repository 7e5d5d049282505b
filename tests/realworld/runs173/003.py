"""Small CNN on synthetic 16x16 'blob quadrant' images: flax.linen + TrainState with batch_stats + dropout."""
import logging
import time
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("cnn")

BATCH = 64
EPOCHS = 4


def make_images(n, rng):
    x = rng.normal(0, 1.0, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n)
    for i, q in enumerate(y):
        r0, c0 = (q // 2) * 8, (q % 2) * 8
        r, c = r0 + rng.integers(1, 5), c0 + rng.integers(1, 5)
        x[i, r:r + 2, c:c + 2, 0] += 1.2
    return x, y.astype(np.int32)


class CNN(nn.Module):
    num_classes: int = 4

    @nn.compact
    def __call__(self, x, train: bool):
        for feats in (16, 32):
            x = nn.Conv(feats, (3, 3))(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
            x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)


class TrainState(train_state.TrainState):
    batch_stats: Any


@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(params):
        logits, updates = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x, train=True,
                                         rngs={"dropout": dropout_key}, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (logits, updates)

    (loss, (logits, updates)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    state = state.replace(batch_stats=updates["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(0)
    x_tr, y_tr = make_images(2048, rng)
    x_va, y_va = make_images(512, rng)
    log.info("train %s val %s", x_tr.shape, x_va.shape)
    model = CNN()
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    variables = model.init(init_key, jnp.ones((1, 16, 16, 1)), train=False)
    steps_per_epoch = len(x_tr) // BATCH
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=steps_per_epoch // 2,
                                               decay_steps=EPOCHS * steps_per_epoch, end_value=1e-4)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adamw(sched, weight_decay=1e-4))
    n_params = sum(p.size for p in jax.tree.leaves(state.params))
    log.info("model params: %d, steps/epoch %d", n_params, steps_per_epoch)
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time()
        perm = rng.permutation(len(x_tr))
        tl, ta = [], []
        for i in range(steps_per_epoch):
            idx = perm[i * BATCH:(i + 1) * BATCH]
            key, dk = jax.random.split(key)
            state, loss, acc = train_step(state, jnp.asarray(x_tr[idx]), jnp.asarray(y_tr[idx]), dk)
            tl.append(float(loss)); ta.append(float(acc))
        vl, va = eval_step(state, jnp.asarray(x_va), jnp.asarray(y_va))
        log.info("epoch %d/%d train_loss=%.4f train_acc=%.3f val_loss=%.4f val_acc=%.3f lr=%.2e (%.1fs)", epoch, EPOCHS,
                 np.mean(tl), np.mean(ta), float(vl), float(va), float(sched(state.step)), time.time() - t0)
    log.info("training finished")


if __name__ == "__main__":
    main()
