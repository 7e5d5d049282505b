"""Fashion-style classifier with a hand-written numpy DataLoader (replacing torch DataLoader), Flax linen + optax."""
import sys, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class NumpyLoader:
    """Minimal torch.utils.data.DataLoader replacement."""
    def __init__(self, x, y, batch_size, shuffle=True, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __len__(self):
        return (len(self.x) + self.bs - 1) // self.bs
    def __iter__(self):
        if self.shuffle:
            self.rng.shuffle(self.x)
        for i in range(0, len(self.x), self.bs):
            yield self.x[i:i + self.bs], self.y[i:i + self.bs]

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def make_split(n, seed):
    protos = np.random.default_rng(5).normal(size=(10, 14, 14)).astype(np.float32)
    r = np.random.default_rng(seed)
    y = r.integers(0, 10, n).astype(np.int32)
    return (protos[y] + r.normal(size=(n, 14, 14))).astype(np.float32), y

def progress(i, n, t0, **m):
    bar = "=" * int(30 * i / n - 1) + ">" if i < n else "=" * 30
    ms = " - ".join(f"{k}: {v:.4f}" for k, v in m.items())
    return f"{i}/{n} [{bar:<30}] - {time.time()-t0:.0f}s - {ms}"

def main():
    xtr, ytr = make_split(6000, 0); xva, yva = make_split(1000, 1)
    train_loader = NumpyLoader(xtr, ytr, 128, shuffle=True)
    model = Net()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, x, y):
        def lf(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

    @jax.jit
    def eval_step(params, x, y):
        logits = model.apply({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

    epochs = 6
    for epoch in range(1, epochs + 1):
        print(f"Epoch {epoch}/{epochs}")
        t0 = time.time(); ls, accs = [], []
        for i, (x, y) in enumerate(train_loader, 1):
            state, loss, acc = train_step(state, x, y)
            ls.append(float(loss)); accs.append(float(acc))
            if i == len(train_loader):   # stdout is not a tty: one line per epoch
                sys.stdout.write(progress(i, len(train_loader), t0, loss=np.mean(ls), accuracy=np.mean(accs)))
        vl, va = eval_step(state.params, xva, yva)
        sys.stdout.write(f" - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}\n")
        sys.stdout.flush()

if __name__ == "__main__":
    main()
