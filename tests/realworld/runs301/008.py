# CIFAR-style small CNN, ported from torch (nn.CrossEntropyLoss -> optax, Adam).
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

BATCH = 10
EPOCHS = 4
BASE_LR = 1e-3


class CNN(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(self.num_classes)(x)


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(1234).normal(size=(10, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=n)
    x = 0.35 * protos[y] + rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)


def loader(x, y, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - BATCH + 1, BATCH):
        b = idx[i:i + BATCH]
        yield jnp.asarray(x[b]), jnp.asarray(y[b])




@jax.jit
def train_step(state, images, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return optax.softmax_cross_entropy(logits, labels).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss, jnp.mean(jnp.argmax(logits, -1) == labels)


@jax.jit
def eval_step(params, images, labels):
    logits = CNN().apply({"params": params}, images)
    return jnp.mean(jnp.argmax(logits, -1) == labels)


def main():
    x_train, y_train = make_dataset(4096, 0)
    x_val, y_val = make_dataset(1024, 1)
    model = CNN()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 3)))["params"]
    tx = optax.adam(BASE_LR)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    rng = np.random.default_rng(0)
    for epoch in range(EPOCHS):
        losses, accs = [], []
        for images, labels in loader(x_train, y_train, rng):
            state, loss, acc = train_step(state, images, labels)
            losses.append(float(loss)); accs.append(float(acc))
            if int(state.step) % 100 == 0:
                print(f"epoch {epoch} step {int(state.step)} loss {np.mean(losses[-100:]):.4f} "
                      f"acc {np.mean(accs[-100:]):.3f}")
        val_acc = float(eval_step(state.params, jnp.asarray(x_val), jnp.asarray(y_val)))
        print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {val_acc:.3f}")
    print("done")


if __name__ == "__main__":
    main()
