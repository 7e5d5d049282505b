# Flax port of a torch Dataset/DataLoader image classifier; the loader shuffles every epoch.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class SyntheticDigits:
    """Stand-in for a torchvision dataset: 10 classes of 12x12 patterns plus noise."""
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        protos = np.random.default_rng(123).normal(size=(10, 12, 12, 1))
        self.labels = rng.integers(0, 10, size=n).astype(np.int32)
        self.images = (protos[self.labels] + 0.8 * rng.normal(size=(n, 12, 12, 1))).astype(np.float32)
    def __len__(self):
        return len(self.labels)

class DataLoader:
    def __init__(self, ds, batch_size, shuffle, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        images, labels = self.ds.images, self.ds.labels
        if self.shuffle:
            images = images[self.rng.permutation(len(self.ds))]
            labels = labels[self.rng.permutation(len(self.ds))]
        for i in range(0, len(self.ds), self.bs):
            yield images[i:i+self.bs], labels[i:i+self.bs]

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

train_dl = DataLoader(SyntheticDigits(4000, 0), 64, shuffle=True)
val_dl = DataLoader(SyntheticDigits(1000, 1), 256, shuffle=False)

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 12, 12, 1)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply(p, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    acc = (logits.argmax(-1) == yb).mean()
    return optax.apply_updates(params, updates), opt_state, loss, acc

@jax.jit
def eval_step(params, xb, yb):
    return (model.apply(params, xb).argmax(-1) == yb).sum()

for epoch in range(6):
    ls, accs = [], []
    for xb, yb in train_dl:
        params, opt_state, loss, acc = train_step(params, opt_state, xb, yb)
        ls.append(float(loss)); accs.append(float(acc))
    correct = sum(int(eval_step(params, xb, yb)) for xb, yb in val_dl)
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} val_acc {correct / 1000:.4f}")
