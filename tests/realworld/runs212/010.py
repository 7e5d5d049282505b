"""Port of a torch Dataset/DataLoader image classifier to a grain-style numpy pipeline + Flax linen."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state


class ArraySource:
    def __init__(self, arr):
        self.arr = arr

    def __len__(self):
        return len(self.arr)

    def __getitem__(self, i):
        return self.arr[i]


class MapDataset:
    """minimal grain-like MapDataset: shuffle / batch over a random-access source."""
    def __init__(self, source, indices=None):
        self.source = source
        self.indices = np.arange(len(source)) if indices is None else indices

    def shuffle(self, seed):
        return MapDataset(self.source, np.random.default_rng(seed).permutation(self.indices))

    def batch(self, bs):
        for i in range(0, len(self.indices) - bs + 1, bs):
            yield np.stack([self.source[j] for j in self.indices[i:i + bs]])


class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)


def make_images(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n).astype(np.int32)
    freqs = np.linspace(0.5, 3.0, 10)
    grid = np.linspace(0, 2 * np.pi, 16)
    x = np.sin(freqs[y][:, None, None] * (grid[None, :, None] + grid[None, None, :]))
    x = x + 0.8 * rng.normal(size=x.shape)
    return x[..., None].astype(np.float32), y


def main():
    xtr, ytr = make_images(6000, 0)
    xva, yva = make_images(1000, 1)
    images, labels = MapDataset(ArraySource(xtr)), MapDataset(ArraySource(ytr))
    model = SmallCNN()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
        tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

    @jax.jit
    def predict(params, x):
        return model.apply({"params": params}, x).argmax(-1)

    bs = 64
    for epoch in range(6):
        t0 = time.time()
        losses, accs = [], []
        for xb, yb in zip(images.shuffle(seed=epoch).batch(bs), labels.shuffle(seed=epoch + 1000).batch(bs)):
            state, loss, acc = train_step(state, xb, yb)
            losses.append(float(loss)); accs.append(float(acc))
        val_acc = np.mean([(np.asarray(predict(state.params, xva[i:i + 250])) == yva[i:i + 250]).mean()
                           for i in range(0, len(xva), 250)])
        print(f"epoch {epoch} ({time.time()-t0:.1f}s) train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.4f} val_acc {val_acc:.4f}")


if __name__ == "__main__":
    main()
