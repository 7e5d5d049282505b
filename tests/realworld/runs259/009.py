# CIFAR-style small CNN in flax.linen trained with optax; in-memory numpy loader with per-epoch shuffling.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

def make_images(n, seed):
    # each class is a noisy version of a fixed template
    rng = np.random.default_rng(seed)
    templates = np.random.default_rng(42).normal(size=(10, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=n).astype(np.int32)
    x = templates[y] + 1.5 * rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    return x, y

class NumpyLoader:
    def __init__(self, images, labels, batch_size, shuffle=True, seed=0):
        self.images, self.labels = images, labels
        self.batch_size, self.shuffle = batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        if self.shuffle:
            self.rng.shuffle(self.images)
            self.rng.shuffle(self.labels)
        for i in range(0, len(self.images) - self.batch_size + 1, self.batch_size):
            yield self.images[i:i+self.batch_size], self.labels[i:i+self.batch_size]

xtr, ytr = make_images(6000, 0)
xte, yte = make_images(1000, 1)
train_loader = NumpyLoader(xtr, ytr, 100, shuffle=True)
test_loader = NumpyLoader(xte, yte, 500, shuffle=False)

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 3)))["params"],
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
    logits = model.apply({"params": params}, x)
    return (logits.argmax(-1) == y).mean()

for epoch in range(5):
    ls, accs = [], []
    for xb, yb in train_loader:
        state, loss, acc = train_step(state, xb, yb)
        ls.append(float(loss)); accs.append(float(acc))
    test_acc = np.mean([float(eval_step(state.params, xb, yb)) for xb, yb in test_loader])
    print(f"epoch {epoch+1}/5 loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} test_acc {test_acc:.4f}")
