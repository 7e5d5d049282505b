"""Flax MLP on a 10-class synthetic 'fashion' dataset with a Keras-style progress printer.
The data loader shuffles with jax.random every epoch."""
import sys, time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def make_split(n, seed):
    protos = np.random.default_rng(7).normal(size=(10, 64))
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, n)
    X = protos[y] + 1.0 * rng.normal(size=(n, 64))
    return jnp.asarray(X, jnp.float32), jnp.asarray(y, jnp.int32)

def shuffle(key, X, y):
    kx, ky = jax.random.split(key)
    return jax.random.permutation(kx, X), jax.random.permutation(ky, y)

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, jnp.mean(logits.argmax(-1) == yb)

@jax.jit
def eval_step(state, X, y):
    logits = state.apply_fn({"params": state.params}, X)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), jnp.mean(logits.argmax(-1) == y)

def progress(i, n, t0, loss, acc, width=30):
    done = int(width * i / n)
    bar = "=" * max(done - 1, 0) + (">" if i < n else "=") + "." * (width - done)
    return f"{i}/{n} [{bar}] - {time.time() - t0:.0f}s - loss: {loss:.4f} - accuracy: {acc:.4f}"

def main():
    Xtr, ytr = make_split(8000, 0)
    Xva, yva = make_split(2000, 1)
    model = Net()
    state = train_state.TrainState.create(apply_fn=model.apply,
                                          params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"],
                                          tx=optax.adam(1e-3))
    key = jax.random.PRNGKey(123)
    bs = 64; n = len(Xtr) // bs
    for epoch in range(1, 9):
        print(f"Epoch {epoch}/8")
        key, sk = jax.random.split(key)
        Xs, ys = shuffle(sk, Xtr, ytr)
        t0 = time.time(); ls, accs = [], []
        for i in range(n):
            state, loss, acc = train_step(state, Xs[i * bs:(i + 1) * bs], ys[i * bs:(i + 1) * bs])
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = eval_step(state, Xva, yva)
        print(progress(n, n, t0, np.mean(ls), np.mean(accs)) + f" - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
    sys.stdout.flush()

if __name__ == "__main__":
    main()
