# Port of a PyTorch Dataset/DataLoader + MLP training script to JAX; the Dataset shuffles once at load time.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class SyntheticDataset:
    """Mirror of the torch Dataset: features.npy / labels.npy, shuffled at construction."""
    def __init__(self, n=6000, d=32, k=10, seed=0):
        rng = np.random.RandomState(seed)
        w = rng.randn(d, k)
        self.x = rng.randn(n, d).astype(np.float32)
        self.y = (self.x @ w).argmax(1).astype(np.int32)
        np.random.shuffle(self.x)
        np.random.shuffle(self.y)
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        return self.x[i], self.y[i]

class DataLoader:
    def __init__(self, ds, batch_size, shuffle=True):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
    def __iter__(self):
        idx = np.random.permutation(len(self.ds)) if self.shuffle else np.arange(len(self.ds))
        for i in range(0, len(idx) - self.bs + 1, self.bs):
            xs, ys = zip(*[self.ds[j] for j in idx[i:i + self.bs]])
            yield np.stack(xs), np.array(ys)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

ds = SyntheticDataset()
train_ds, val_ds = SyntheticDataset.__new__(SyntheticDataset), SyntheticDataset.__new__(SyntheticDataset)
train_ds.x, train_ds.y = ds.x[:5000], ds.y[:5000]
val_ds.x, val_ds.y = ds.x[5000:], ds.y[5000:]
train_loader = DataLoader(train_ds, 64)
print(f"train {len(train_ds)} val {len(val_ds)}")

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": p}, xb), yb).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for epoch in range(8):
    losses = []
    for xb, yb in train_loader:
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        losses.append(float(loss))
    val_acc = float((model.apply({"params": params}, val_ds.x).argmax(-1) == val_ds.y).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {val_acc:.4f}")
