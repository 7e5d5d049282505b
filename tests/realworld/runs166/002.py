"""Small CNN on synthetic 'digits' with flax.linen + optax; healthy baseline run."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("cnn")

rng = np.random.default_rng(0)
N, C = 2048, 10
protos = rng.normal(size=(C, 16, 16, 1)).astype(np.float32)
y_all = rng.integers(0, C, size=N)
x_all = protos[y_all] + 0.5 * rng.normal(size=(N, 16, 16, 1)).astype(np.float32)
x_tr, y_tr, x_va, y_va = x_all[:1792], y_all[:1792], x_all[1792:], y_all[1792:]

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(C)(nn.relu(nn.Dense(64)(x)))

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"]
log.info("devices: %s, params: %d", jax.devices(), sum(p.size for p in jax.tree_util.tree_leaves(params)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return (logits.argmax(-1) == y).mean()

BS = 64
for epoch in range(1, 4):
    t0 = time.time()
    perm = rng.permutation(len(x_tr))
    losses, accs = [], []
    for i in range(0, len(perm) - BS + 1, BS):
        idx = perm[i:i+BS]
        state, loss, acc = train_step(state, x_tr[idx], y_tr[idx])
        losses.append(float(loss)); accs.append(float(acc))
    va = float(eval_step(state.params, x_va, y_va))
    log.info("epoch %d train_loss=%.4f train_acc=%.3f val_acc=%.3f time=%.1fs",
             epoch, np.mean(losses), np.mean(accs), va, time.time() - t0)
log.info("done")
