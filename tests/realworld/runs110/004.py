"""Digit classifier ported from a torch nn.Sequential(Conv2d, ReLU, MaxPool2d, Conv2d, ReLU, MaxPool2d, Flatten, Linear)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.Dropout(0.25, deterministic=not train)(x)
        x = nn.Dense(128)(x)          # torch: nn.Linear(64*7*7, 128) after Flatten
        x = nn.relu(x)
        return nn.Dense(10)(x)


def batches(x, y, bs, rng):
    perm = rng.permutation(len(x))
    for i in range(len(x) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        yield x[idx], y[idx]


rng = np.random.default_rng(0)
x_train = rng.random((1024, 28, 28, 1), dtype=np.float32)
y_train = rng.integers(0, 10, 1024).astype(np.int32)
print("x_train", x_train.shape, x_train.dtype, "y_train", y_train.shape, y_train.dtype)

model = Net()
key = jax.random.PRNGKey(0)
params = model.init({"params": key, "dropout": key}, jnp.ones((1, 28, 28, 1)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


for epoch in range(2):
    for step, (xb, yb) in enumerate(batches(x_train, y_train, 64, rng)):
        key, sub = jax.random.split(key)
        state, loss = train_step(state, xb, yb, sub)
        if step % 5 == 0:
            print(f"Epoch {epoch} [{step * 64}/{len(x_train)}]\tLoss: {float(loss):.6f}")
