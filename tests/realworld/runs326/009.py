# Tabular classifier with BatchNorm, ported from a PyTorch nn.BatchNorm1d model.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state
from typing import Any

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(128)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.Dense(64)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        return nn.Dense(5)(x)

class TrainState(train_state.TrainState):
    batch_stats: Any

g = np.random.default_rng(0)
N = 6000
raw = g.normal(size=(N, 30)).astype(np.float32)
Y = (raw[:, :5] + 0.3 * g.normal(size=(N, 5))).argmax(-1).astype(np.int32)
# raw sensor units: large offsets and scales per column (the PyTorch model relied on BatchNorm for this)
X = raw * g.uniform(5, 50, size=30).astype(np.float32) + g.uniform(-100, 300, size=30).astype(np.float32)
X_tr, Y_tr, X_va, Y_va = X[:5000], Y[:5000], X[5000:], Y[5000:]

model = Net()
variables = model.init(jax.random.PRNGKey(0), X_tr[:2], train=False)
state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                          batch_stats=variables["batch_stats"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits, updates = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x,
                                         train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(6):
    perm = g.permutation(len(X_tr))
    ls, acs = [], []
    for i in range(0, len(X_tr), 100):
        j = perm[i:i+100]
        state, loss, acc = train_step(state, X_tr[j], Y_tr[j])
        ls.append(float(loss)); acs.append(float(acc))
    vl, va = eval_step(state, X_va, Y_va)
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(acs):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
