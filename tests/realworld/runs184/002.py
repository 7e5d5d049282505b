"""Healthy: Flax linen MLP classifier on gaussian blobs with TrainState + AdamW + cosine schedule."""
import logging, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train")

class MLP(nn.Module):
    num_classes: int = 4
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(self.num_classes)(x)

rng = np.random.default_rng(1)
centers = rng.normal(scale=3.0, size=(4, 20))
y = rng.integers(0, 4, size=4096)
X = (centers[y] + rng.normal(size=(4096, 20))).astype(np.float32)
Xtr, ytr, Xte, yte = X[:3584], y[:3584], X[3584:], y[3584:]

bs, epochs = 64, 4
steps = epochs * (len(Xtr) // bs)
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=50, decay_steps=steps)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4))
model = MLP()
key = jax.random.key(42)
params = model.init(key, jnp.ones((1, 20)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
log.info("devices=%s params=%d", jax.devices(), sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, xb, yb, dkey):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": dkey})
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def accuracy(params, xb, yb):
    return (jnp.argmax(model.apply({"params": params}, xb), -1) == yb).mean()

step = 0
for epoch in range(epochs):
    perm = rng.permutation(len(Xtr))
    for i in range(len(Xtr) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        key, dkey = jax.random.split(key)
        state, loss = train_step(state, Xtr[idx], ytr[idx], dkey)
        step += 1
        if step % 20 == 0:
            log.info("epoch %d step %d loss %.4f lr %.2e", epoch, step, float(loss), float(sched(step)))
    log.info("epoch %d done: test_acc=%.4f", epoch, float(accuracy(state.params, Xte, yte)))
log.info("training finished")
