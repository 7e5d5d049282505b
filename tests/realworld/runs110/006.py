"""Fashion-style 28x28 classifier, numpy input pipeline reading a cached .npz (keras.datasets layout)."""
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CACHE = "/home/user/project/datasets/fashion_small.npz"


def ensure_cache(path):
    # offline CI: write a small synthetic stand-in with the same layout as keras' fashion_mnist.npz
    if os.path.exists(path):
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    r = np.random.default_rng(0)
    np.savez_compressed(path,
                        x_train=r.integers(0, 255, (2000, 28, 28), dtype=np.uint8), y_train=r.integers(0, 10, 2000, dtype=np.uint8),
                        x_test=r.integers(0, 255, (500, 28, 28), dtype=np.uint8), y_test=r.integers(0, 10, 500, dtype=np.uint8))


class NumpyLoader:
    """Replacement for torch DataLoader(dataset, batch_size, shuffle=True)."""
    def __init__(self, path, split, batch_size, shuffle=True, seed=0):
        data = np.load(path)
        print(f"[data] {path}: arrays {sorted(data.files)}")
        self.images = data[f"{split}_images"].astype(np.float32)[..., None] / 255.0   # torchvision FashionMNIST naming
        self.labels = data[f"{split}_labels"].astype(np.int32)
        self.bs, self.shuffle = batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.images)) if self.shuffle else np.arange(len(self.images))
        for i in range(0, len(idx) - self.bs + 1, self.bs):
            b = idx[i:i + self.bs]
            yield self.images[b], self.labels[b]


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.3, deterministic=not train)(nn.relu(nn.Dense(128)(x)))
        return nn.Dense(10)(x)


def main():
    ensure_cache(CACHE)
    train_loader = NumpyLoader(CACHE, "train", 64)
    test_loader = NumpyLoader(CACHE, "test", 256, shuffle=False)
    model = CNN()
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.ones((1, 28, 28, 1)), train=False)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, x, y, k):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x, rngs={"dropout": k})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(2):
        for x, y in train_loader:
            key, k = jax.random.split(key)
            state, loss = train_step(state, x, y, k)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
