# Image classifier on generated "shapes" data; shuffling loader written like a torch DataLoader(shuffle=True)
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

def make_dataset(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, size=n)
    X = r.normal(scale=0.3, size=(n, 16, 16, 1)).astype(np.float32)
    for i, c in enumerate(y):
        if c == 0: X[i, 4:12, 7:9] += 1.0      # vertical bar
        elif c == 1: X[i, 7:9, 4:12] += 1.0    # horizontal bar
        elif c == 2: X[i, 4:12, 4:12] += np.eye(8)[..., None]  # diagonal
        else: X[i, 5:11, 5:11] += 0.5          # square
    return X, y

class ArrayLoader:
    def __init__(self, X, y, bs, shuffle, seed=0):
        self.X, self.y, self.bs, self.shuffle = X, y, bs, shuffle
        self.key = jax.random.PRNGKey(seed)
    def __iter__(self):
        X, y = self.X, self.y
        if self.shuffle:
            self.key, kx, ky = jax.random.split(self.key, 3)
            X = np.asarray(jax.random.permutation(kx, X))
            y = np.asarray(jax.random.permutation(ky, y))
        for i in range(0, len(X), self.bs):
            yield X[i:i+self.bs], y[i:i+self.bs]

class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        return nn.Dense(4)(x.reshape(x.shape[0], -1))

Xtr, ytr = make_dataset(4096, 0); Xva, yva = make_dataset(1024, 1)
train_loader = ArrayLoader(Xtr, ytr, 128, shuffle=True)
val_loader = ArrayLoader(Xva, yva, 256, shuffle=False)
model = SmallCNN()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), Xtr[:1])['params'], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    return (model.apply({'params': params}, x).argmax(-1) == y).sum()

for epoch in range(5):
    losses, accs = [], []
    for x, y in train_loader:
        state, loss, acc = train_step(state, x, y)
        losses.append(float(loss)); accs.append(float(acc))
    correct = sum(int(eval_step(state.params, x, y)) for x, y in val_loader)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.4f} val_acc {correct / len(Xva):.4f}")
