# CNN with BatchNorm + Dropout on a synthetic 10-class image task (healthy reference run)
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Conv(16, (3, 3))(x); x = nn.BatchNorm(use_running_average=not train)(x); x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.Conv(32, (3, 3))(x); x = nn.BatchNorm(use_running_average=not train)(x); x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(10)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(7).normal(size=(10, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 10, n)
    return protos[y] + 0.8 * rng.normal(size=(n, 16, 16, 1)).astype(np.float32), y

xtr, ytr = make_dataset(6000, 0); xte, yte = make_dataset(1000, 1)
model = CNN()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)), train=False)
state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                          batch_stats=variables["batch_stats"], tx=optax.adamw(2e-3, weight_decay=1e-4))

@jax.jit
def train_step(state, x, y, rng):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                     mutable=["batch_stats"], rngs={"dropout": rng})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss

@jax.jit
def eval_acc(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

key = jax.random.PRNGKey(1); rng = np.random.default_rng(0)
for epoch in range(5):
    perm = rng.permutation(len(xtr)); losses = []
    for i in range(0, len(xtr) - 63, 64):
        key, sub = jax.random.split(key)
        j = perm[i:i + 64]
        state, loss = train_step(state, xtr[j], ytr[j], sub)
        losses.append(float(loss))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {float(eval_acc(state, xte, yte)):.4f}")
