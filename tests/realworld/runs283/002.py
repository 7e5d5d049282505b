"""Small CNN on synthetic 16x16 'shapes' images, Flax NNX + Optax (ported from a PyTorch training loop)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx


class ShapesDataset:
    def __init__(self, n, num_classes=4, seed=0):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, num_classes, size=n).astype(np.int32)
        imgs = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
        for i, c in enumerate(self.y):
            r = rng.integers(2, 8)
            if c == 0:
                imgs[i, r:r + 6, r:r + 6, 0] += 1.0            # square
            elif c == 1:
                imgs[i, :, r:r + 3, 0] += 1.0                  # vertical bar
            elif c == 2:
                imgs[i, r:r + 3, :, 0] += 1.0                  # horizontal bar
            else:
                np.fill_diagonal(imgs[i, :, :, 0], 1.5)        # diagonal
        self.x = imgs

    def __len__(self):
        return len(self.y)


class DataLoader:
    def __init__(self, ds, batch_size, shuffle=True, seed=0):
        self.ds, self.bs, self.shuffle = ds, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.ds)) if self.shuffle else np.arange(len(self.ds))
        for i in range(0, len(idx) - self.bs + 1, self.bs):
            j = idx[i:i + self.bs]
            yield jnp.asarray(self.ds.x[j]), jnp.asarray(self.ds.y[j])


class CNN(nnx.Module):
    def __init__(self, num_classes, *, rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.fc = nnx.Linear(32 * 4 * 4, 64, rngs=rngs)
        self.out = nnx.Linear(64, num_classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.avg_pool(nnx.relu(self.conv1(x)), (2, 2), (2, 2))
        x = nnx.avg_pool(nnx.relu(self.conv2(x)), (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return self.out(nnx.relu(self.fc(x)))


def loss_fn(model, x, y):
    logits = model(x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, logits


@jax.jit
def train_step(model, optimizer, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    acc = (logits.argmax(-1) == y).mean()
    return loss, acc


@jax.jit
def eval_step(model, x, y):
    loss, logits = loss_fn(model, x, y)
    return loss, (logits.argmax(-1) == y).mean()


def main():
    print(f"jax {jax.__version__} backend={jax.default_backend()}")
    train = DataLoader(ShapesDataset(3072, seed=0), batch_size=64, seed=0)
    val = DataLoader(ShapesDataset(512, seed=1), batch_size=128, shuffle=False)
    model = CNN(4, rngs=nnx.Rngs(0))
    n_params = sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param)))
    print(f"model params: {n_params}")
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    step = 0
    for epoch in range(5):
        t0 = time.time()
        for x, y in train:
            loss, acc = train_step(model, optimizer, x, y)
            step += 1
            if step % 16 == 0:
                print(f"epoch {epoch} step {step:4d} train_loss {float(loss):.4f} train_acc {float(acc):.3f}")
        vl, va = zip(*[eval_step(model, x, y) for x, y in val])
        print(f"epoch {epoch} val_loss {float(np.mean(vl)):.4f} val_acc {float(np.mean(va)):.3f} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
