"""Image classifier (synthetic 8x8 'digits') in Flax with a hand-written shuffling data loader."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

NUM_CLASSES = 10
BS = 64


def make_dataset(rng, n):
    templates = np.random.default_rng(123).normal(size=(NUM_CLASSES, 8, 8, 1)).astype(np.float32)
    y = rng.integers(0, NUM_CLASSES, n)
    x = templates[y] + 0.6 * rng.normal(size=(n, 8, 8, 1)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)


class DataLoader:
    def __init__(self, images, labels, batch_size, shuffle=True, seed=0):
        self.images, self.labels = images, labels
        self.bs, self.shuffle = batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.images) // self.bs

    def __iter__(self):
        if self.shuffle:
            self.rng.shuffle(self.images)
            self.rng.shuffle(self.labels)
        for i in range(len(self)):
            s = slice(i * self.bs, (i + 1) * self.bs)
            yield self.images[s], self.labels[s]


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(NUM_CLASSES)(nn.relu(nn.Dense(64)(x)))


@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (l, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), l, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


rng = np.random.default_rng(0)
xtr, ytr = make_dataset(rng, 3200)
xte, yte = make_dataset(rng, 640)
train_loader = DataLoader(xtr, ytr, BS, shuffle=True)
model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
                                      tx=optax.adam(1e-3))
for epoch in range(1, 6):
    t0 = time.time()
    ls, accs = [], []
    for x, y in train_loader:
        state, l, a = train_step(state, x, y)
        ls.append(float(l)); accs.append(float(a))
    vl, va = eval_step(state, xte, yte)
    n = len(train_loader)
    print(f"Epoch {epoch}/5")
    print(f"{n}/{n} [==============================] - {time.time() - t0:.0f}s - loss: {np.mean(ls):.4f} - "
          f"accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
