"""Small CNN on synthetic 'shapes' images, Flax NNX.

Ported from a PyTorch script; the training step is compiled with jax.jit.
"""
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

print(f"JAX {jax.__version__} | backend={jax.default_backend()} | devices={jax.device_count()}")

IMG, NCLS, BS = 28, 4, 32


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.3, (n, IMG, IMG, 1)).astype(np.float32)
    y = rng.integers(0, NCLS, n).astype(np.int32)
    for i, k in enumerate(y):
        if k == 0: x[i, 8:20, 8:20] += 1.0
        elif k == 1: x[i, :, 12:16] += 1.0
        elif k == 2: x[i, 12:16, :] += 1.0
        else: x[i, np.arange(IMG), np.arange(IMG)] += 1.5
    return x, y


class ConvNet(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, (3, 3), strides=(2, 2), rngs=rngs)
        self.bn2 = nnx.BatchNorm(32, rngs=rngs)
        self.head = nnx.Linear(32, NCLS, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.bn1(self.conv1(x)))
        x = nnx.relu(self.bn2(self.conv2(x)))
        return self.head(x.mean(axis=(1, 2)))


@jax.jit
def train_step(model, optimizer, images, labels):
    def loss_fn(m):
        logits = m(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = ConvNet(nnx.Rngs(42))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05, momentum=0.9), wrt=nnx.Param)
    print(f"params: {sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param))):,}")
    x, y = make_data(2048, 0)
    steps_per_epoch = len(x) // BS
    for epoch in range(3):
        model.train()
        t0 = time.time()
        run = 0.0
        for s in range(steps_per_epoch):
            xb = jnp.asarray(x[s * BS:(s + 1) * BS]); yb = jnp.asarray(y[s * BS:(s + 1) * BS])
            loss = train_step(model, optimizer, xb, yb)
            run += float(loss)
            if (s + 1) % 20 == 0:
                print(f"[epoch {epoch} step {s + 1}/{steps_per_epoch}] loss: {run / 20:.4f}")
                run = 0.0
        print(f"epoch {epoch} done in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
