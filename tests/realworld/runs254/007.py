# Image classifier on synthetic "shapes" data; numpy DataLoader ported from torch.utils.data.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x)))

def make_shapes(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, size=n)
    x = rng.normal(scale=0.3, size=(n, 16, 16, 1)).astype(np.float32)
    for i, c in enumerate(y):
        r0, c0 = rng.integers(2, 8, size=2)
        if c == 0: x[i, r0:r0+6, c0:c0+6] += 1.0            # square
        elif c == 1: x[i, r0:r0+6, c0+2:c0+4] += 1.0        # vertical bar
        elif c == 2: x[i, r0+2:r0+4, c0:c0+6] += 1.0        # horizontal bar
        else: x[i, np.arange(6)+r0, np.arange(6)+c0] += 1.0  # diagonal
    return x, y.astype(np.int32)

class ArrayDataset:
    def __init__(self, images, labels):
        self.images, self.labels = images, labels
    def __len__(self):
        return len(self.labels)

class DataLoader:
    def __init__(self, ds, batch_size, shuffle, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        n = len(self.ds)
        if self.shuffle:
            img_idx = self.rng.permutation(n)
            lbl_idx = self.rng.permutation(n)
        else:
            img_idx = lbl_idx = np.arange(n)
        for i in range(0, n, self.bs):
            yield (jnp.asarray(self.ds.images[img_idx[i:i+self.bs]]),
                   jnp.asarray(self.ds.labels[lbl_idx[i:i+self.bs]]))

train_dl = DataLoader(ArrayDataset(*make_shapes(3000, 0)), 64, shuffle=True)
val_dl = DataLoader(ArrayDataset(*make_shapes(600, 1)), 200, shuffle=False)
model = ConvNet()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, (logits.argmax(-1) == yb).mean()

@jax.jit
def eval_step(params, xb, yb):
    return (model.apply({"params": params}, xb).argmax(-1) == yb).sum()

for epoch in range(6):
    ls, accs = [], []
    for xb, yb in train_dl:
        params, opt_state, loss, acc = train_step(params, opt_state, xb, yb)
        ls.append(float(loss)); accs.append(float(acc))
    val_correct = sum(int(eval_step(params, xb, yb)) for xb, yb in val_dl)
    print(f"epoch {epoch}: loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} val_acc {val_correct / 600:.4f}")
