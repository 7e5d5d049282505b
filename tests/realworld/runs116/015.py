"""Image classifier with a hand-written numpy data loader (replacing torch DataLoader(shuffle=True))."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class NumpyLoader:
    def __init__(self, images, labels, batch_size, shuffle=True, seed=0):
        self.images, self.labels = images.copy(), labels.copy()
        self.bs, self.shuffle = batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        if self.shuffle:
            self.rng.shuffle(self.images)
            self.rng.shuffle(self.labels)
        for i in range(0, len(self.images) - self.bs + 1, self.bs):
            yield self.images[i:i + self.bs], self.labels[i:i + self.bs]

    def __len__(self):
        return len(self.images) // self.bs


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(5)(nn.relu(nn.Dense(64)(x)))


def make_split(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(123).normal(size=(5, 12, 12, 1))
    y = r.integers(0, 5, n)
    return (protos[y] + 0.8 * r.normal(size=(n, 12, 12, 1))).astype(np.float32), y.astype(np.int32)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


xtr, ytr = make_split(3000, 0)
xva, yva = make_split(600, 1)
train_loader = NumpyLoader(xtr, ytr, 50, shuffle=True)
val_loader = NumpyLoader(xva, yva, 200, shuffle=False)
model = Net()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
                                      tx=optax.adam(1e-3))
for epoch in range(1, 7):
    m = []
    for x, y in train_loader:
        state, loss, acc = train_step(state, x, y)
        m.append((float(loss), float(acc)))
    v = [tuple(map(float, eval_step(state, x, y))) for x, y in val_loader]
    tl, ta = np.mean(m, 0)
    vl, va = np.mean(v, 0)
    print(f"epoch {epoch:2d} | train_loss {tl:.4f} train_acc {ta:.4f} | val_loss {vl:.4f} val_acc {va:.4f}")
