"""Tabular classifier (MLP, Flax) with a simple shuffling numpy DataLoader."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state


class TabularDataset:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.features = r.normal(size=(n, 20)).astype(np.float32)
        w = np.random.default_rng(1234).normal(size=(20, 3))  # shared ground-truth
        self.labels = (self.features @ w + 0.1 * r.normal(size=(n, 3))).argmax(-1)

    def __len__(self):
        return len(self.labels)


class DataLoader:
    def __init__(self, ds, batch_size, shuffle=True, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        x, y = self.ds.features, self.ds.labels
        if self.shuffle:
            x = x[self.rng.permutation(len(x))]
            y = y[self.rng.permutation(len(y))]
        for i in range(0, len(y), self.bs):
            yield x[i:i + self.bs], y[i:i + self.bs]


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(3)(x)


train_ds, val_ds = TabularDataset(8000, 0), TabularDataset(2000, 1)
train_dl = DataLoader(train_ds, 128, shuffle=True)
val_dl = DataLoader(val_ds, 500, shuffle=False)

model = MLP()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), jnp.zeros((1, 20)))["params"],
    tx=optax.adamw(1e-3, weight_decay=1e-4))


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
    return (logits.argmax(-1) == y).mean()


for epoch in range(10):
    ls, accs = [], []
    for x, y in train_dl:
        state, loss, acc = train_step(state, x, y)
        ls.append(float(loss)); accs.append(float(acc))
    val_acc = np.mean([float(eval_step(state.params, x, y)) for x, y in val_dl])
    print(f"epoch {epoch+1}/10 train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} val_acc {val_acc:.4f}")
