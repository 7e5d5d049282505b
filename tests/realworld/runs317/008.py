# Small CNN on synthetic 10-class "CIFAR-like" images; a JAX-native data loader with per-epoch shuffling.
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

def make_dataset(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(7).normal(size=(10, 16, 16, 3)).astype(np.float32)
    y = r.integers(0, 10, size=n).astype(np.int32)
    x = protos[y] + 2.0 * r.normal(size=(n, 16, 16, 3)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)

def data_loader(key, images, labels, batch_size):
    key, sub = jax.random.split(key)
    images = jax.random.permutation(sub, images)
    key, sub = jax.random.split(key)
    labels = jax.random.permutation(sub, labels)
    for i in range(0, images.shape[0] - batch_size + 1, batch_size):
        yield images[i:i + batch_size], labels[i:i + batch_size]

xtr, ytr = make_dataset(5000, 0)
xte, yte = make_dataset(1000, 1)
key = jax.random.key(0)
key, init_key = jax.random.split(key)
model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(init_key, xtr[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def accuracy(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

for epoch in range(6):
    key, epoch_key = jax.random.split(key)
    ls, accs = [], []
    for xb, yb in data_loader(epoch_key, xtr, ytr, 100):
        state, loss, acc = train_step(state, xb, yb)
        ls.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} test_acc {float(accuracy(state.params, xte, yte)):.4f}")
