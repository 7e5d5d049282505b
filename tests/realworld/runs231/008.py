# Flax CNN on a generated shapes dataset; JAX-native data loader with PRNG-key shuffling.
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
        if c == 0: x[i, 4:12, 7:9, 0] += 1.5          # vertical bar
        elif c == 1: x[i, 7:9, 4:12, 0] += 1.5        # horizontal bar
        elif c == 2: x[i, 4:12, 4:12, 0] += 1.0       # square
        else: x[i, np.arange(4, 12), np.arange(4, 12), 0] += 2.0  # diagonal
    return jnp.asarray(x), jnp.asarray(y.astype(np.int32))


class DataLoader:
    def __init__(self, images, labels, batch_size, key):
        self.images, self.labels, self.bs, self.key = images, labels, batch_size, key

    def __iter__(self):
        self.key, k_img, k_lbl = jax.random.split(self.key, 3)
        images = jax.random.permutation(k_img, self.images)
        labels = jax.random.permutation(k_lbl, self.labels)
        for i in range(0, len(images) - self.bs + 1, self.bs):
            yield images[i:i + self.bs], labels[i:i + self.bs]


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(NUM_CLASSES)(x)


key = jax.random.PRNGKey(0)
key, k_init, k_data = jax.random.split(key, 3)
train_x, train_y = make_shapes(2048, 0)
val_x, val_y = make_shapes(512, 1)
model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(k_init, train_x[:1])["params"],
                                      tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_acc(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()


loader = DataLoader(train_x, train_y, 64, k_data)
for epoch in range(8):
    losses, accs = [], []
    for xb, yb in loader:
        state, loss, acc = train_step(state, xb, yb)
        losses.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} "
          f"val_acc {float(eval_acc(state.params, val_x, val_y)):.3f}")
