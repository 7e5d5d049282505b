# Small CNN on a synthetic 10-class image dataset, custom shuffling data loader
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

class ImageDataset:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.labels = r.integers(0, 10, n)
        protos = np.random.default_rng(123).normal(size=(10, 16, 16, 1)).astype(np.float32)
        self.images = protos[self.labels] + 0.8 * r.normal(size=(n, 16, 16, 1)).astype(np.float32)
    def __len__(self): return len(self.labels)

class DataLoader:
    def __init__(self, ds, batch_size, shuffle, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        n = len(self.ds)
        img_idx = self.rng.permutation(n) if self.shuffle else np.arange(n)
        lbl_idx = self.rng.permutation(n) if self.shuffle else np.arange(n)
        for i in range(0, n - self.bs + 1, self.bs):
            yield self.ds.images[img_idx[i:i+self.bs]], self.ds.labels[lbl_idx[i:i+self.bs]]

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x.reshape(x.shape[0], -1))))

train = DataLoader(ImageDataset(4000, 0), 64, shuffle=True)
test = DataLoader(ImageDataset(1000, 1), 100, shuffle=False)
model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (l, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), l, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

for epoch in range(5):
    ls, accs = [], []
    for x, y in train:
        state, l, a = train_step(state, x, y); ls.append(float(l)); accs.append(float(a))
    test_acc = np.mean([float(eval_step(state.params, x, y)) for x, y in test])
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} test_acc {test_acc:.4f}")
