# Healthy run: Flax CNN with dropout on a generated shapes dataset, proper PRNG splitting.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

NUM_CLASSES = 4


def make_shapes(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NUM_CLASSES, size=n)
    x = rng.normal(size=(n, 16, 16, 1)).astype(np.float32) * 0.3
    for i, c in enumerate(y):
        if c == 0: x[i, 4:12, 7:9, 0] += 1.5
        elif c == 1: x[i, 7:9, 4:12, 0] += 1.5
        elif c == 2: x[i, 4:12, 4:12, 0] += 1.0
        else: x[i, np.arange(4, 12), np.arange(4, 12), 0] += 2.0
    return x, y.astype(np.int32)


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(NUM_CLASSES)(x)


key = jax.random.PRNGKey(0)
key, k_init = jax.random.split(key)
train_x, train_y = make_shapes(2048, 0)
val_x, val_y = make_shapes(512, 1)
model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(k_init, train_x[:1], train=False)["params"],
                                      tx=optax.adam(2e-3))


@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_acc(params, x, y):
    return (model.apply({"params": params}, x, train=False).argmax(-1) == y).mean()


np_rng = np.random.default_rng(0)
for epoch in range(8):
    perm = np_rng.permutation(len(train_x))
    losses, accs = [], []
    for i in range(0, len(perm) - 63, 64):
        b = perm[i:i + 64]
        key, k_drop = jax.random.split(key)
        state, loss, acc = train_step(state, train_x[b], train_y[b], k_drop)
        losses.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} "
          f"val_acc {float(eval_acc(state.params, val_x, val_y)):.3f}")
