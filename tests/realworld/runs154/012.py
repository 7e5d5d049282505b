"""MNIST-like digit CNN in Flax NNX. The input pipeline was switched from a torch DataLoader
(yielding (images, labels) tuples) to a tfds-style batched numpy iterator."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

def build_split(n, rng):
    labels = rng.integers(0, 10, size=n).astype(np.int64)
    images = rng.integers(0, 60, size=(n, 28, 28, 1)).astype(np.uint8)
    for i, c in enumerate(labels):
        images[i, 2 * c:2 * c + 6, 4:24, 0] = 230
    return {"image": images, "label": labels}

def as_numpy_iterator(split, batch_size, shuffle, rng):
    """Mimics tfds.as_numpy(ds.batch(bs)): yields dict examples {'image': ..., 'label': ...}."""
    n = len(split["label"])
    idx = rng.permutation(n) if shuffle else np.arange(n)
    for i in range(0, n - batch_size + 1, batch_size):
        b = idx[i:i + batch_size]
        yield {k: v[b] for k, v in split.items()}

class CNN(nnx.Module):
    def __init__(self, rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.fc = nnx.Linear(32 * 7 * 7, 10, rngs=rngs)
    def __call__(self, x):
        x = nnx.max_pool(nnx.relu(self.conv1(x)), (2, 2), (2, 2))
        x = nnx.max_pool(nnx.relu(self.conv2(x)), (2, 2), (2, 2))
        return self.fc(x.reshape(x.shape[0], -1))

@nnx.jit
def train_step(model, opt, images, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(images), labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss

def main():
    rng = np.random.default_rng(0)
    train = build_split(3000, rng)
    print({k: (v.shape, v.dtype.name) for k, v in train.items()})
    model = CNN(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(3):
        for step, (images, labels) in enumerate(as_numpy_iterator(train, 64, True, rng)):
            images = jnp.asarray(images / 255.0, jnp.float32)
            labels = jnp.asarray(labels, jnp.int32)
            loss = train_step(model, opt, images, labels)
            if step % 10 == 0:
                print(f"[epoch {epoch}] step {step:03d} loss={float(loss):.4f}")

if __name__ == "__main__":
    main()
