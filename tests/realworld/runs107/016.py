"""Topic classification (4 classes) with a Flax CNN over token ids. The input pipeline shuffles
the training set every epoch; metrics printed Keras-style."""
import time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

L, BS, NCLS = 32, 64, 4


class TextCNN(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(1000, 48)(ids)
        x = nn.relu(nn.Conv(64, (3,))(x)).max(axis=1)
        return nn.Dense(NCLS)(x)


def make(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, n)
    ids = rng.integers(0, 1000, (n, L))
    kw = rng.integers(0, L, (n, 4))
    for i in range(n):
        ids[i, kw[i]] = 900 + 25 * y[i] + rng.integers(0, 25, 4)    # topic keywords
    return ids.astype(np.int32), y.astype(np.int32)


class Loader:
    def __init__(self, x, y, bs, seed=0):
        self.x, self.y, self.bs, self.rng = x, y, bs, np.random.default_rng(seed)

    def __iter__(self):
        x = self.x[self.rng.permutation(len(self.x))]
        y = self.y[self.rng.permutation(len(self.y))]
        for i in range(0, len(x) - self.bs + 1, self.bs):
            yield x[i:i + self.bs], y[i:i + self.bs]

    def __len__(self):
        return len(self.x) // self.bs


def main():
    (xtr, ytr), (xva, yva) = make(6400, 0), make(1000, 1)
    model = TextCNN()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

    @jax.jit
    def evaluate(params, x, y):
        logits = model.apply({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

    loader = Loader(xtr, ytr, BS)
    for epoch in range(1, 7):
        print(f"Epoch {epoch}/6")
        t0, ls, accs = time.time(), [], []
        for x, y in loader:
            state, loss, acc = train_step(state, x, y)
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = evaluate(state.params, xva, yva)
        dt = time.time() - t0
        print(f"{len(loader)}/{len(loader)} [==============================] - {dt:.0f}s {dt / len(loader) * 1000:.0f}ms/step"
              f" - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f}"
              f" - val_accuracy: {float(va):.4f}")


if __name__ == "__main__":
    main()
