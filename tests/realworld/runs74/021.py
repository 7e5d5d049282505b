# Healthy: Flax linen CNN with BatchNorm + Dropout, TrainState carrying batch_stats, train/eval flags
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state
from typing import Any

class TrainState(train_state.TrainState):
    batch_stats: Any

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.Conv(32, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x).mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(4)(x)

rng = np.random.default_rng(0)
N, C = 4000, 4
protos = rng.normal(size=(C, 16, 16, 1)).astype(np.float32)
labels = rng.integers(0, C, N)
images = protos[labels] + 0.8 * rng.normal(size=(N, 16, 16, 1)).astype(np.float32)
tr_x, tr_y, te_x, te_y = images[:3500], labels[:3500], images[3500:], labels[3500:]

m = CNN()
key = jax.random.PRNGKey(0)
variables = m.init({"params": key}, tr_x[:1], train=False)
state = TrainState.create(apply_fn=m.apply, params=variables["params"], batch_stats=variables["batch_stats"],
                          tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y, dkey):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                     rngs={"dropout": dkey}, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, upd)
    (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(1, 7):
    perm = rng.permutation(len(tr_x))
    ls, accs = [], []
    for i in range(0, len(tr_x), 100):
        idx = perm[i:i + 100]
        key, dk = jax.random.split(key)
        state, loss, acc = train_step(state, tr_x[idx], tr_y[idx], dk)
        ls.append(float(loss)); accs.append(float(acc))
    vl, va = eval_step(state, te_x, te_y)
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.3f} "
          f"val_loss {float(vl):.4f} val_acc {float(va):.3f}")
print("training finished")
