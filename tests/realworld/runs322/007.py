"""Image classifier with flax TrainState (port of a PyTorch Lightning MNIST-style example)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(10)(x)


def make_data(n, rng):
    # 10 prototype "digits" + noise
    protos = rng.normal(size=(10, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 10, n)
    x = protos[y] + 0.8 * rng.normal(size=(n, 16, 16, 1)).astype(np.float32)
    return x, y.astype(np.int32)


class DataLoader:
    def __init__(self, x, y, batch_size, shuffle, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        for i in range(0, len(idx), self.bs):
            b = idx[i:i + self.bs]
            yield self.x[b], self.y[b]


rng = np.random.default_rng(0)
x, y = make_data(6000, rng)
train_dl = DataLoader(x[:5000], y[:5000], 64, True)
val_dl = DataLoader(x[5000:], y[5000:], 256, False)

model = CNN()
state = train_state.TrainState.create(
    apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1))),
    tx=optax.sgd(0.05, momentum=0.9),
)


@jax.jit
def compute_grads(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == y).mean()
    return grads, loss, acc


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn(state.params, x)
    return (logits.argmax(-1) == y).sum()


for epoch in range(5):
    losses, accs = [], []
    for xb, yb in train_dl:
        grads, loss, acc = compute_grads(state, xb, yb)
        state.apply_gradients(grads=grads)   # optimizer.step()
        losses.append(float(loss)); accs.append(float(acc))
    correct = sum(int(eval_step(state, xb, yb)) for xb, yb in val_dl)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.4f} "
          f"val_acc {correct / 1000:.4f} step {int(state.step)}")
