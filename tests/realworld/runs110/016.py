"""Flax CNN with BatchNorm on raw 0-255 pixels (BatchNorm normalises, as in the torch model); train/eval each epoch."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.Conv(32, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = x.mean((1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(3)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


def make(n, rng):
    y = rng.integers(0, 3, n)
    x = rng.normal(120, 30, size=(n, 20, 20, 1))
    for i, c in enumerate(y):   # class = orientation of a bright bar
        if c == 0: x[i, 8:12, :, 0] += 60
        elif c == 1: x[i, :, 8:12, 0] += 60
        else: x[i, np.arange(20), np.arange(20), 0] += 60
    return np.clip(x, 0, 255).astype(np.float32), y.astype(np.int32)


rng = np.random.default_rng(0)
xtr, ytr = make(3000, rng)
xva, yva = make(600, rng)
model = CNN()
key = jax.random.PRNGKey(0)
v = model.init(key, xtr[:1], train=False)
state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y, k):
    def loss_fn(p):
        logits, new_vars = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                          mutable=["batch_stats"], rngs={"dropout": k})
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (logits, new_vars)
    (loss, (logits, new_vars)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g)
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


bs = 50
for epoch in range(5):
    perm = rng.permutation(len(xtr))
    tl, ta = [], []
    for i in range(len(xtr) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        key, k = jax.random.split(key)
        state, l, a = train_step(state, xtr[idx], ytr[idx], k)
        tl.append(float(l)); ta.append(float(a))
    vl, va = eval_step(state, xva, yva)
    print(f"epoch {epoch + 1:2d} | train_loss {np.mean(tl):.4f} train_acc {np.mean(ta):.4f} | "
          f"val_loss {float(vl):.4f} val_acc {float(va):.4f}")
