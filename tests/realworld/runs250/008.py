# Port of a torch Dataset/DataLoader image classifier: a numpy loader with per-epoch shuffling and augmentation.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

N, NCLS = 2048, 8

def make_images(rng, n):
    y = rng.integers(0, NCLS, size=n)
    x = rng.normal(size=(n, 16, 16, 1)).astype(np.float32) * 0.5
    for c in range(NCLS):                       # class c = bright bar at row 2c
        x[y == c, 2 * c:2 * c + 2, :, 0] += 2.0
    return x, y

class NumpyLoader:
    def __init__(self, x, y, batch_size, shuffle, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        xs, ys = self.x, self.y
        if self.shuffle:
            xs = xs[self.rng.permutation(len(xs))]
            ys = ys[self.rng.permutation(len(ys))]
        for i in range(0, len(xs), self.bs):
            xb = xs[i:i+self.bs]
            if self.shuffle:
                xb = xb + self.rng.normal(size=xb.shape).astype(np.float32) * 0.1
            yield xb, ys[i:i+self.bs]

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(NCLS)(x)

rng = np.random.default_rng(0)
xtr, ytr = make_images(rng, N)
xva, yva = make_images(rng, 512)
train_loader = NumpyLoader(xtr, ytr, 64, shuffle=True)
val_loader = NumpyLoader(xva, yva, 256, shuffle=False)

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == yb).mean()

@jax.jit
def eval_step(params, xb, yb):
    return (model.apply({"params": params}, xb).argmax(-1) == yb).mean()

for epoch in range(6):
    tl, ta = [], []
    for xb, yb in train_loader:
        state, loss, acc = train_step(state, xb, yb)
        tl.append(float(loss)); ta.append(float(acc))
    va = np.mean([float(eval_step(state.params, xb, yb)) for xb, yb in val_loader])
    print(f"epoch {epoch} train_loss {np.mean(tl):.4f} train_acc {np.mean(ta):.3f} val_acc {va:.3f}")
