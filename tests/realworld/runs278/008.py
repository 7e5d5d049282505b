"""MLP classifier with a simple PyTorch-style DataLoader class."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class ArrayDataset:
    def __init__(self, x, y): self.x, self.y = x, y
    def __len__(self): return len(self.x)
    def __getitem__(self, i): return self.x[i], self.y[i]

class DataLoader:
    def __init__(self, ds, batch_size, shuffle=False, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __len__(self): return len(self.ds) // self.bs
    def __iter__(self):
        idx = self.rng.permutation(len(self.ds)) if self.shuffle else np.arange(len(self.ds))
        for i in range(len(self)):
            b = idx[i * self.bs:(i + 1) * self.bs]
            yield self.ds[b]

rng = np.random.default_rng(0)
X = rng.normal(size=(10000, 64)).astype(np.float32)
W1 = rng.normal(size=(64, 64)).astype(np.float32) / 8
W2 = rng.normal(size=(64, 10)).astype(np.float32)
Y = (np.tanh(X @ W1) @ W2).argmax(-1)
train_ds, val_ds = ArrayDataset(X[:9000], Y[:9000]), ArrayDataset(X[9000:], Y[9000:])
train_loader = DataLoader(train_ds, batch_size=32)
val_loader = DataLoader(val_ds, batch_size=250)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(10)(x)

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))["params"]
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
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

max_steps = 2000
for step in range(1, max_steps + 1):
    x, y = next(iter(train_loader))
    state, loss, acc = train_step(state, x, y)
    if step % 250 == 0:
        val_acc = np.mean([float(eval_step(state.params, vx, vy)) for vx, vy in val_loader])
        print(f"step {step} loss {float(loss):.4f} train_acc {float(acc):.3f} val_acc {val_acc:.3f}")
