"""Image classifier on a numpy-backed dataset with a hand-rolled shuffling loader (Flax linen + Optax).
Progress is printed Keras-style."""
import sys
import time
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state


class NumpyLoader:
    """Minimal torch.utils.data.DataLoader replacement."""
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
            sl = slice(i * self.bs, (i + 1) * self.bs)
            yield self.images[sl], self.labels[sl]


class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean((1, 2))
        return nn.Dense(10)(x)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(params, x, y):
    logits = ConvNet().apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def progbar(i, n, width=30):
    done = int(width * i / n)
    return "[" + "=" * max(done - 1, 0) + (">" if i < n else "=") + "." * (width - done) + "]"


rng = np.random.default_rng(1)
templates = rng.normal(size=(10, 16, 16, 1)).astype(np.float32)
y_train = rng.integers(0, 10, 3200); x_train = templates[y_train] + 0.5 * rng.normal(size=(3200, 16, 16, 1)).astype(np.float32)
y_val = rng.integers(0, 10, 640); x_val = templates[y_val] + 0.5 * rng.normal(size=(640, 16, 16, 1)).astype(np.float32)

loader = NumpyLoader(x_train, y_train, batch_size=64, shuffle=True)
model = ConvNet()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), x_train[:1])["params"],
                                      tx=optax.adam(1e-3))
for epoch in range(1, 6):
    print(f"Epoch {epoch}/5")
    t0 = time.time(); losses, accs = [], []
    n = len(loader)
    for i, (x, y) in enumerate(loader, 1):
        state, l, a = train_step(state, x, y)
        losses.append(float(l)); accs.append(float(a))
        if i % 10 == 0 or i == n:
            end = "\n" if i == n else "\r"
            sys.stdout.write(f"{i}/{n} {progbar(i, n)} - {time.time() - t0:.0f}s - loss: {np.mean(losses):.4f} - accuracy: {np.mean(accs):.4f}")
            if i == n:
                vl, va = eval_step(state.params, x_val, y_val)
                sys.stdout.write(f" - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
            sys.stdout.write(end)
            sys.stdout.flush()
