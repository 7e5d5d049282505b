import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(4)(x)

def make_shapes(n, seed):
    """4 classes of 16x16 images: horizontal bar, vertical bar, square, cross."""
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n)
    for i in range(n):
        r, c = rng.integers(3, 13, size=2)
        if y[i] == 0: x[i, r, 2:14] += 1.5
        elif y[i] == 1: x[i, 2:14, c] += 1.5
        elif y[i] == 2: x[i, r-2:r+2, c-2:c+2] += 1.5
        else: x[i, r, 2:14] += 1.5; x[i, 2:14, c] += 1.5
    return x, y

class DataLoader:
    def __init__(self, x, y, batch_size, shuffle=True, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __len__(self):
        return len(self.x) // self.bs
    def __iter__(self):
        n = len(self.x)
        xi = self.rng.permutation(n) if self.shuffle else np.arange(n)
        yi = self.rng.permutation(n) if self.shuffle else np.arange(n)
        for b in range(len(self)):
            sl = slice(b * self.bs, (b + 1) * self.bs)
            yield jnp.asarray(self.x[xi[sl]]), jnp.asarray(self.y[yi[sl]])

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == y).mean()
    return state.apply_gradients(grads=g), loss, acc

@jax.jit
def eval_step(params, x, y):
    logits = CNN().apply({'params': params}, x)
    return (logits.argmax(-1) == y).mean()

xtr, ytr = make_shapes(3000, 0)
xva, yva = make_shapes(600, 1)
train_dl = DataLoader(xtr, ytr, 64, shuffle=True)
val_dl = DataLoader(xva, yva, 100, shuffle=False)
model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))['params']
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3))
for epoch in range(6):
    losses, accs = [], []
    for step, (bx, by) in enumerate(train_dl):
        state, loss, acc = train_step(state, bx, by)
        losses.append(float(loss)); accs.append(float(acc))
        if step % 15 == 0:
            print(f"epoch {epoch} step {step}/{len(train_dl)} loss {float(loss):.4f} acc {float(acc):.3f}")
    val = np.mean([float(eval_step(state.params, bx, by)) for bx, by in val_dl])
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} val_acc {val:.3f}")
