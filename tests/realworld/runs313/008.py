"""Tabular MLP classifier with a small Dataset/DataLoader port (shuffle each epoch)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class TabularDataset:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __len__(self):
        return len(self.x)


class DataLoader:
    def __init__(self, ds, batch_size, shuffle=False, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        x, y = self.ds.x.copy(), self.ds.y.copy()
        if self.shuffle:
            self.rng.shuffle(x)
            self.rng.shuffle(y)
        for s in range(0, len(x), self.bs):
            yield x[s:s + self.bs], y[s:s + self.bs]


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.LayerNorm()(nn.Dense(128)(x)))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(4)(x)


rng = np.random.default_rng(42)
W = rng.normal(size=(24, 4))
def gen(n):
    x = rng.normal(size=(n, 24)).astype(np.float32)
    return x, (x @ W).argmax(1).astype(np.int32)
Xtr, Ytr = gen(12000); Xva, Yva = gen(2000)
train_loader = DataLoader(TabularDataset(Xtr, Ytr), 128, shuffle=True)
val_loader = DataLoader(TabularDataset(Xva, Yva), 500)

model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"],
                                      tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()


for epoch in range(8):
    ls, acs = [], []
    for x, y in train_loader:
        state, loss, acc = train_step(state, x, y)
        ls.append(float(loss)); acs.append(float(acc))
    va = np.mean([float(eval_step(state.params, x, y)) for x, y in val_loader])
    print(f"epoch {epoch+1}/8 loss {np.mean(ls):.4f} train_acc {np.mean(acs):.4f} val_acc {va:.4f}")
