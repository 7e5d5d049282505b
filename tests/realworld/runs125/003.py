"""Small CNN with BatchNorm + Dropout in flax.linen, trained on synthetic 16x16 images (healthy run)."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("cnn")


class CNN(nn.Module):
    num_classes: int = 4

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.Conv(32, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


def make_data(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, size=n)
    x = r.normal(scale=0.5, size=(n, 16, 16, 1)).astype(np.float32)
    for i, c in enumerate(y):  # class = which quadrant is bright
        a, b = divmod(int(c), 2)
        x[i, a * 8:(a + 1) * 8, b * 8:(b + 1) * 8, 0] += 1.0
    return x, y.astype(np.int32)


xtr, ytr = make_data(1024, 0)
xva, yva = make_data(256, 1)

model = CNN()
key = jax.random.PRNGKey(42)
key, init_key = jax.random.split(key)
variables = model.init(init_key, xtr[:2], train=False)
state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                          batch_stats=variables["batch_stats"], tx=optax.adamw(2e-3, weight_decay=1e-4))
log.info("params: %d", sum(p.size for p in jax.tree.leaves(state.params)))


@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(params):
        logits, updates = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x, train=True,
                                         mutable=["batch_stats"], rngs={"dropout": dropout_key})
        loss = optax.losses.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (logits, updates)
    (loss, (logits, updates)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads).replace(batch_stats=updates["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()


bs = 64
for epoch in range(1, 5):
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    tl, ta = [], []
    for i in range(len(xtr) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        key, dk = jax.random.split(key)
        state, loss, acc = train_step(state, xtr[idx], ytr[idx], dk)
        tl.append(float(loss)); ta.append(float(acc))
    va = float(eval_step(state, xva, yva))
    log.info("epoch %d train_loss=%.4f train_acc=%.3f val_acc=%.3f", epoch, np.mean(tl), np.mean(ta), va)
log.info("done")
