"""MLP with BatchNorm (flax.linen) ported from a PyTorch classifier; reports train and validation accuracy per epoch."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Dense(128)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        x = nn.Dense(128)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        return nn.Dense(4)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


rng = np.random.default_rng(0)
centers = rng.normal(size=(4, 20)) * 3.0 + 10.0   # raw (un-normalised) sensor features
def sample(n):
    y = rng.integers(0, 4, n)
    return (centers[y] + rng.normal(size=(n, 20))).astype(np.float32), y.astype(np.int32)
xtr, ytr = sample(4000)
xva, yva = sample(800)

model = Classifier()
variables = model.init(jax.random.PRNGKey(0), xtr[:4], train=False)
state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                          batch_stats=variables["batch_stats"], tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits, new_vars = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x,
                                          train=True, mutable=["batch_stats"])
        return optax.losses.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    loss = optax.losses.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()


bs = 100
for epoch in range(1, 9):
    perm = rng.permutation(len(xtr))
    m = {"loss": [], "acc": []}
    for i in range(len(xtr) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        state, loss, acc = train_step(state, xtr[idx], ytr[idx])
        m["loss"].append(float(loss)); m["acc"].append(float(acc))
    vl, va = eval_step(state, xva, yva)
    print({"epoch": epoch, "train_loss": round(float(np.mean(m["loss"])), 4), "train_acc": round(float(np.mean(m["acc"])), 4),
           "val_loss": round(float(vl), 4), "val_acc": round(float(va), 4)})
