"""Sensor-signal classifier: MLP with BatchNorm (Flax), train + validation each epoch."""
from typing import Any
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state


class TrainState(train_state.TrainState):
    batch_stats: Any


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.Dense(128)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.Dense(128)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        return nn.Dense(4)(x)


def make_split(n, seed):
    r = np.random.default_rng(seed)
    w = np.random.default_rng(99).normal(size=(24, 4))
    z = r.normal(size=(n, 24))
    y = (z @ w).argmax(-1)
    x = (z * 35.0 + 480.0).astype(np.float32)   # raw sensor units
    return x, y


xtr, ytr = make_split(12000, 0)
xva, yva = make_split(2000, 1)

model = Net()
variables = model.init(jax.random.PRNGKey(0), xtr[:2], train=False)
state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                          batch_stats=variables["batch_stats"], tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits, updates = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x,
                                         train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, updates)
    (loss, (logits, updates)), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g)
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


rng = np.random.default_rng(0)
for epoch in range(8):
    perm = rng.permutation(len(ytr))
    tl, ta = [], []
    for i in range(0, len(perm), 128):
        j = perm[i:i + 128]
        state, loss, acc = train_step(state, xtr[j], ytr[j])
        tl.append(float(loss)); ta.append(float(acc))
    vl, va = eval_step(state, xva, yva)
    print(f"epoch {epoch+1} train_loss {np.mean(tl):.4f} train_acc {np.mean(ta):.4f} "
          f"val_loss {float(vl):.4f} val_acc {float(va):.4f}")
