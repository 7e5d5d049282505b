"""Tabular classifier with a Keras-Sequence-style loader that reshuffles every epoch."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


class ShuffledArrayLoader:
    """Minimal replacement for torch DataLoader(shuffle=True)."""

    def __init__(self, features, labels, batch_size, seed=0):
        self.features = features.copy()
        self.labels = labels.copy()
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def on_epoch_start(self):
        self.rng.shuffle(self.features)
        self.rng.shuffle(self.labels)

    def __iter__(self):
        self.on_epoch_start()
        for i in range(0, len(self.features) - self.batch_size + 1, self.batch_size):
            yield self.features[i:i + self.batch_size], self.labels[i:i + self.batch_size]


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(128)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(5)(x)


rng = np.random.default_rng(0)
centers = rng.normal(size=(5, 30)).astype(np.float32) * 2
y_all = rng.integers(0, 5, 12000).astype(np.int32)
x_all = centers[y_all] + rng.normal(size=(12000, 30)).astype(np.float32)
train_loader = ShuffledArrayLoader(x_all[:10000], y_all[:10000], 128)
x_val, y_val = x_all[10000:], y_all[10000:]

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 30)), train=False)
tx = optax.adam(1e-3)
opt_state = tx.init(params)
key = jax.random.PRNGKey(42)


@jax.jit
def train_step(params, opt_state, x, y, dropout_key):
    def loss_fn(p):
        logits = model.apply(p, x, train=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def evaluate(params, x, y):
    return (model.apply(params, x, train=False).argmax(-1) == y).mean()


for epoch in range(8):
    ls, accs = [], []
    for xb, yb in train_loader:
        key, sub = jax.random.split(key)
        params, opt_state, loss, acc = train_step(params, opt_state, xb, yb, sub)
        ls.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch+1}/8 loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} "
          f"val_acc {float(evaluate(params, x_val, y_val)):.4f}")
