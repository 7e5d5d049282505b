# MLP classifier on tabular data with a hand-written shuffling DataLoader (replacing torch DataLoader).
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

class TabularDataset:
    def __init__(self, n, rng):
        self.W = np.random.default_rng(42).normal(size=(24, 6))
        self.x = rng.normal(size=(n, 24)).astype(np.float32)
        self.y = (self.x @ self.W).argmax(-1).astype(np.int32)
    def __len__(self):
        return len(self.x)

class DataLoader:
    def __init__(self, ds, batch_size, shuffle, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        x, y = self.ds.x, self.ds.y
        if self.shuffle:
            x = x[self.rng.permutation(len(x))]
            y = y[self.rng.permutation(len(y))]
        for i in range(0, len(x) - self.bs + 1, self.bs):
            yield x[i:i + self.bs], y[i:i + self.bs]

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(6)(x)

rng = np.random.default_rng(0)
train_dl = DataLoader(TabularDataset(4096, rng), 64, shuffle=True)
val_dl = DataLoader(TabularDataset(1024, rng), 256, shuffle=False)
model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 24)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(8):
    tl, ta = [], []
    for x, y in train_dl:
        state, loss, acc = train_step(state, x, y)
        tl.append(float(loss)); ta.append(float(acc))
    vl, va = zip(*[tuple(map(float, eval_step(state.params, x, y))) for x, y in val_dl])
    print(f"epoch {epoch} train_loss {np.mean(tl):.4f} train_acc {np.mean(ta):.3f} "
          f"val_loss {np.mean(vl):.4f} val_acc {np.mean(va):.3f}")
