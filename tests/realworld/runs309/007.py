# MLP classifier on synthetic 8-class data with a hand-rolled shuffling DataLoader (replacing torch DataLoader).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Dataset:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        centers = np.random.default_rng(123).normal(scale=2.0, size=(8, 20))
        self.labels = r.integers(0, 8, n).astype(np.int32)
        self.features = (centers[self.labels] + r.normal(size=(n, 20))).astype(np.float32)
    def __len__(self):
        return len(self.labels)

class DataLoader:
    def __init__(self, ds, batch_size, shuffle=True, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        n = len(self.ds)
        feats, labs = self.ds.features, self.ds.labels
        if self.shuffle:
            feats = feats[self.rng.permutation(n)]
            labs = labs[self.rng.permutation(n)]
        for i in range(0, n, self.bs):
            yield feats[i:i+self.bs], labs[i:i+self.bs]

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(8)(x)

train_dl = DataLoader(Dataset(8000, 0), 64, shuffle=True)
val_dl = DataLoader(Dataset(2000, 1), 256, shuffle=False)
model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    return (logits.argmax(-1) == y).sum()

for epoch in range(8):
    losses = []
    for x, y in train_dl:
        params, opt_state, loss = train_step(params, opt_state, x, y)
        losses.append(float(loss))
    correct = sum(int(eval_step(params, x, y)) for x, y in val_dl)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct / len(val_dl.ds):.4f}")
