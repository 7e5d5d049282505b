"""Healthy: linen CNN with BatchNorm + Dropout (batch_stats handled via mutable), cosine LR, eval each epoch."""
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x); x = nn.BatchNorm(use_running_average=not train)(x); x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.Conv(32, (3, 3))(x); x = nn.BatchNorm(use_running_average=not train)(x); x = nn.relu(x)
        x = x.mean((1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(5)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

rng = np.random.default_rng(5)
protos = rng.normal(size=(5, 12, 12, 3)).astype(np.float32)
Y = rng.integers(0, 5, 2000).astype(np.int32)
X = protos[Y] + rng.normal(size=(2000, 12, 12, 3)).astype(np.float32)
Xtr, Ytr, Xte, Yte = X[:1600], Y[:1600], X[1600:], Y[1600:]

model = Net()
v = model.init({"params": jax.random.PRNGKey(0)}, Xtr[:2], train=False)
epochs, bs = 4, 64
sched = optax.cosine_decay_schedule(3e-3, epochs * (len(Xtr) // bs))
state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=optax.adam(sched))

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                     mutable=["batch_stats"], rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, upd)
    (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

key = jax.random.PRNGKey(1)
for ep in range(epochs):
    perm = rng.permutation(len(Xtr)); ls, accs = [], []
    for i in range(len(Xtr) // bs):
        key, sk = jax.random.split(key)
        idx = perm[i * bs:(i + 1) * bs]
        state, loss, acc = train_step(state, Xtr[idx], Ytr[idx], sk)
        ls.append(float(loss)); accs.append(float(acc))
    print(f"[epoch {ep+1}/{epochs}] step={int(state.step)} loss={np.mean(ls):.4f} acc={np.mean(accs):.3f} "
          f"lr={float(sched(state.step)):.2e} test_acc={float(eval_step(state, Xte, Yte)):.3f}")
