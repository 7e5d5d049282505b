# MNIST-style MLP classifier, ported from a PyTorch script; metrics kept from the old sklearn/numpy helper
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

BATCH = 64
EPOCHS = 2
LR = 1e-3


class MLP(nn.Module):
    hidden: int = 256
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x.reshape((x.shape[0], -1)))
        x = nn.relu(x)
        x = nn.Dense(self.num_classes)(x)
        return x


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    protos = rng.normal(size=(10, 28, 28)).astype(np.float32)
    y = rng.integers(0, 10, size=n)
    x = protos[y] + 0.8 * rng.normal(size=(n, 28, 28)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)


def data_loader(x, y, batch_size, shuffle, rng):
    idx = np.arange(len(x))
    if shuffle:
        rng.shuffle(idx)
    for i in range(0, len(x) - batch_size + 1, batch_size):
        b = idx[i:i + batch_size]
        yield x[b], y[b]


def create_state(key):
    model = MLP()
    params = model.init(key, jnp.ones((1, 28 * 28)))["params"]
    tx = optax.adam(LR)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def compute_metrics(logits, labels):
    preds = np.argmax(np.asarray(logits), axis=-1)
    return {"accuracy": float((preds == np.asarray(labels)).mean())}


@jax.jit
def train_step(state, images, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    metrics = compute_metrics(logits, labels)
    return state, loss, metrics["accuracy"]


def main():
    x_train, y_train = make_dataset(6000, 0)
    print(f"train images: {x_train.shape}, labels: {y_train.shape}")
    state = create_state(jax.random.PRNGKey(0))
    param_count = sum(p.size for p in jax.tree_util.tree_leaves(state.params))
    print(f"model params: {param_count}")
    np_rng = np.random.default_rng(42)
    step = 0
    for epoch in range(EPOCHS):
        for images, labels in data_loader(x_train, y_train, BATCH, True, np_rng):
            state, loss, acc = train_step(state, jnp.asarray(images), jnp.asarray(labels))
            step += 1
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {loss:.4f} acc {acc:.3f}")
    print("done")


if __name__ == "__main__":
    main()
