"""Glyph classifier (10 classes, 12x12 templates + noise) in Flax linen.
Epoch shuffling done on-device with jax.random instead of a torch DataLoader(shuffle=True)."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

rs = np.random.default_rng(0)
TEMPLATES = (rs.random((10, 12, 12)) > 0.6).astype(np.float32)


def make_split(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 10, size=n).astype(np.int32)
    x = TEMPLATES[y] + r.normal(0, 0.6, size=(n, 12, 12)).astype(np.float32)
    return jnp.asarray(x[..., None]), jnp.asarray(y)


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))


def shuffle(key, x, y):
    kx, ky = jax.random.split(key)
    return jax.random.permutation(kx, x), jax.random.permutation(ky, y)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def evaluate(params, x, y):
    logits = Net().apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    xtr, ytr = make_split(6000, 1)
    xva, yva = make_split(1000, 2)
    print(f"train: {xtr.shape} val: {xva.shape} classes: 10")
    model = Net()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    key = jax.random.key(42)
    bs = 100
    for epoch in range(1, 7):
        t0 = time.time()
        key, sk = jax.random.split(key)
        xs, ys = shuffle(sk, xtr, ytr)
        losses, accs = [], []
        for i in range(0, len(xs), bs):
            state, loss, acc = train_step(state, xs[i:i + bs], ys[i:i + bs])
            losses.append(loss); accs.append(acc)
            if (i // bs + 1) % 20 == 0:
                print(f"  [epoch {epoch}] step {i // bs + 1:3d}/{len(xs) // bs}  loss={float(loss):.4f}  acc={float(acc):.3f}")
        vl, va = evaluate(state.params, xva, yva)
        print(f"epoch {epoch}: train_loss={float(np.mean(losses)):.4f} train_acc={float(np.mean(accs)):.4f} "
              f"val_loss={float(vl):.4f} val_acc={float(va):.4f} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
