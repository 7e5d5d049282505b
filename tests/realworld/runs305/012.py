# Small ResNet-style CNN (flax.linen) with BatchNorm + dropout on generated 16x16 shape images.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Block(nn.Module):
    ch: int
    @nn.compact
    def __call__(self, x, train):
        r = x
        x = nn.Conv(self.ch, (3, 3), use_bias=False)(x)
        x = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(x))
        x = nn.Conv(self.ch, (3, 3), use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        if r.shape[-1] != self.ch:
            r = nn.Conv(self.ch, (1, 1), use_bias=False)(r)
        return nn.relu(x + r)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = Block(16)(x, train)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = Block(32)(x, train)
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(4)(x)

def make_shapes(n, rng):
    X = rng.normal(0, 0.2, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n).astype(np.int32)
    for i, c in enumerate(y):
        r, s = rng.integers(2, 8, size=2)
        if c == 0: X[i, r:r + 6, s, 0] += 1          # vertical bar
        elif c == 1: X[i, r, s:s + 6, 0] += 1        # horizontal bar
        elif c == 2: X[i, r:r + 5, s:s + 5, 0] += 1  # square
        else: X[i, np.arange(6) + r, np.arange(6) + s, 0] += 1  # diagonal
    return X, y

class TrainState(train_state.TrainState):
    batch_stats: dict

rng = np.random.default_rng(0)
Xtr, ytr = make_shapes(4000, rng)
Xte, yte = make_shapes(800, rng)
model = Net()
v = model.init({"params": jax.random.PRNGKey(0)}, jnp.zeros((1, 16, 16, 1)), train=False)
steps_per_epoch = 4000 // 64
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.adamw(optax.cosine_decay_schedule(2e-3, 5 * steps_per_epoch), weight_decay=1e-4))
state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=tx)

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                     rngs={"dropout": key}, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads).replace(batch_stats=upd["batch_stats"])
    return state, loss

@jax.jit
def eval_acc(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

key = jax.random.PRNGKey(1)
for epoch in range(1, 6):
    perm = rng.permutation(len(ytr)); losses = []
    for i in range(steps_per_epoch):
        b = perm[i * 64:(i + 1) * 64]
        key, sub = jax.random.split(key)
        state, loss = train_step(state, Xtr[b], ytr[b], sub)
        losses.append(float(loss))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} test_acc {float(eval_acc(state, Xte, yte)):.4f}")
