"""Port of a PyTorch MNIST-style CNN trainer to Flax/Optax (synthetic 'scanned digits' dataset)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

IMG_SIZE = 32  # scans are resized to 32x32 by the preprocessing step


class CNN(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(32, (3, 3))(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.Conv(64, (3, 3))(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(128)(x)
        x = nn.relu(x)
        return nn.Dense(self.num_classes)(x)


def make_dataset(n, rng):
    templates = rng.normal(size=(10, IMG_SIZE, IMG_SIZE, 1)).astype(np.float32)
    y = rng.integers(0, 10, size=n)
    x = templates[y] + 0.5 * rng.normal(size=(n, IMG_SIZE, IMG_SIZE, 1)).astype(np.float32)
    return x, y.astype(np.int32)


def data_loader(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        b = idx[i:i + batch_size]
        yield x[b], y[b]


def create_state(rng):
    model = CNN()
    params = model.init(rng, jnp.ones((1, 28, 28, 1)))["params"]
    tx = optax.adam(1e-3)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, images, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    acc = jnp.mean(jnp.argmax(logits, -1) == labels)
    return state, loss, acc


def main():
    rng = np.random.default_rng(0)
    x, y = make_dataset(2048, rng)
    print(f"train set: {x.shape} {y.shape}")
    state = create_state(jax.random.PRNGKey(0))
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(state.params))
    print(f"model params: {n_params}")
    for epoch in range(3):
        for step, (bx, by) in enumerate(data_loader(x, y, 64, rng)):
            state, loss, acc = train_step(state, jnp.asarray(bx), jnp.asarray(by))
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
