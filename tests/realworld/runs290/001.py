# Port of a small PyTorch MNIST-style CNN to Flax NNX.
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class SyntheticDigits:
    """Generated 28x28 single-channel 'digits': class-dependent blobs + noise."""
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, 10, size=n).astype(np.int32)
        centers = rng.uniform(4, 24, size=(10, 2))
        yy, xx = np.mgrid[0:28, 0:28]
        imgs = []
        for y in self.labels:
            cy, cx = centers[y]
            img = np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 18.0)
            imgs.append(img + 0.1 * rng.standard_normal((28, 28)))
        self.images = np.stack(imgs)[..., None].astype(np.float32)

    def __len__(self):
        return len(self.labels)


def data_loader(ds, batch_size, shuffle=True, seed=0):
    idx = np.arange(len(ds))
    if shuffle:
        np.random.default_rng(seed).shuffle(idx)
    for i in range(0, len(idx) - batch_size + 1, batch_size):
        b = idx[i:i + batch_size]
        yield ds.images[b], ds.labels[b]


class CNN(nnx.Module):
    # torch: Conv2d(1,32,3) -> ReLU -> MaxPool2d(2) -> Conv2d(32,64,3) -> ReLU -> MaxPool2d(2) -> Linear(64*5*5, 128) -> Linear(128, 10)
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 32, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(32, 64, kernel_size=(3, 3), rngs=rngs)
        self.fc1 = nnx.Linear(64 * 5 * 5, 128, rngs=rngs)
        self.fc2 = nnx.Linear(128, 10, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.conv1(x))
        x = nnx.max_pool(x, window_shape=(2, 2), strides=(2, 2))
        x = nnx.relu(self.conv2(x))
        x = nnx.max_pool(x, window_shape=(2, 2), strides=(2, 2))
        x = x.reshape(x.shape[0], -1)
        x = nnx.relu(self.fc1(x))
        return self.fc2(x)


def loss_fn(model, images, labels):
    logits = model(images)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, images, labels):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, images, labels)
    optimizer.update(model, grads)
    acc = (logits.argmax(-1) == labels).mean()
    return loss, acc


def main():
    train_ds = SyntheticDigits(2048, seed=0)
    print(f"train examples: {len(train_ds)}  image shape: {train_ds.images.shape[1:]}")
    model = CNN(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    n_params = sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param)))
    print(f"model params: {n_params}")
    step = 0
    for epoch in range(3):
        for images, labels in data_loader(train_ds, 64, seed=epoch):
            loss, acc = train_step(model, optimizer, jnp.asarray(images), jnp.asarray(labels))
            step += 1
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
