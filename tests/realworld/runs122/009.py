"""Linen CNN on synthetic CIFAR-like data: optax chain (clip + adamw + onecycle), BatchNorm, dropout (healthy run)."""
import logging
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s", force=True)
log = logging.getLogger("cifar_train")

class TrainState(train_state.TrainState):
    batch_stats: dict

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        for f in (16, 32):
            x = nn.Conv(f, (3, 3), use_bias=False)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.max_pool(nn.relu(x), (2, 2), (2, 2))
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(4)(x)

rng = np.random.default_rng(0)
N = 1600
y = rng.integers(0, 4, N).astype(np.int32)
base = rng.normal(size=(4, 1, 1, 3)).astype(np.float32)
x = (base[y] * np.ones((1, 16, 16, 3), np.float32) + 0.8 * rng.normal(size=(N, 16, 16, 3))).astype(np.float32)
xtr, ytr, xva, yva = x[:1280], y[:1280], x[1280:], y[1280:]

EPOCHS, BS = 4, 64
total = EPOCHS * len(xtr) // BS
sched = optax.cosine_onecycle_schedule(transition_steps=total, peak_value=3e-3)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=5e-4))
model = CNN()
v = model.init(jax.random.PRNGKey(0), xtr[:2], train=False)
state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=tx)
log.info("params: %d", sum(p.size for p in jax.tree_util.tree_leaves(state.params)))

@jax.jit
def train_step(state, xb, yb, key):
    def lf(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, xb, train=True,
                                     rngs={"dropout": key}, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), upd
    (loss, upd), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss

@jax.jit
def eval_step(state, xb, yb):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, xb, train=False)
    return jnp.mean(jnp.argmax(logits, -1) == yb)

key = jax.random.PRNGKey(42)
for epoch in range(EPOCHS):
    perm = rng.permutation(len(xtr)); losses = []
    for i in range(0, len(xtr), BS):
        key, sub = jax.random.split(key)
        idx = perm[i:i + BS]
        state, loss = train_step(state, xtr[idx], ytr[idx], sub); losses.append(float(loss))
    acc = float(eval_step(state, xva, yva))
    log.info("epoch %d/%d train_loss=%.4f val_acc=%.4f lr=%.2e", epoch + 1, EPOCHS, np.mean(losses), acc, float(sched(int(state.step))))
log.info("training finished")
