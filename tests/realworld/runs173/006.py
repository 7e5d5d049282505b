"""Glyph classifier (10 classes, 28x28 grayscale) with flax nnx; preprocessing ported from a torchvision pipeline."""
import sys
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

BATCH = 64
EPOCHS = 5


def load_glyphs(n, seed):
    """Stand-in for the PNG folder loader: uint8 images of 10 glyph classes."""
    rng = np.random.default_rng(1234)
    templates = (rng.random((10, 28, 28)) > 0.7).astype(np.float32)
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, n)
    img = 30 + templates[y] * 140 + rng.normal(0, 15, (n, 28, 28))
    return np.clip(img, 0, 255).astype(np.uint8), y.astype(np.int32)


def to_tensor(images):
    # torchvision.transforms.ToTensor(): uint8 [0, 255] -> float [0, 1]
    return images.astype(np.float32) / 255.0


def iterate(x, y, batch, rng=None):
    idx = np.arange(len(x)) if rng is None else rng.permutation(len(x))
    for i in range(0, len(x) - batch + 1, batch):
        b = idx[i:i + batch]
        # keep host->device copies small: ship pixels as uint8, the model rescales on device
        yield jnp.asarray(x[b], dtype=jnp.uint8), jnp.asarray(y[b])


class ConvNet(nnx.Module):
    def __init__(self, *, rngs):
        self.c1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.c2 = nnx.Conv(16, 32, (3, 3), strides=(2, 2), rngs=rngs)
        self.fc = nnx.Linear(14 * 14 * 32, 10, rngs=rngs)

    def __call__(self, x):
        x = x.astype(jnp.float32)[..., None] / 255.0
        x = nnx.relu(self.c1(x))
        x = nnx.relu(self.c2(x))
        return self.fc(x.reshape(x.shape[0], -1))


@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    opt.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()


@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def bar(done, total, width=30):
    filled = int(width * done / total)
    return "[" + "=" * (filled - 1) + (">" if filled < width else "=") + "." * (width - filled) + "]"


def main():
    x_tr, y_tr = load_glyphs(4096, 0)
    x_va, y_va = load_glyphs(1024, 1)
    x_tr, x_va = to_tensor(x_tr), to_tensor(x_va)
    print(f"train {x_tr.shape} {x_tr.dtype} range [{x_tr.min():.2f}, {x_tr.max():.2f}] | val {x_va.shape}")
    model = ConvNet(rngs=nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    steps = len(x_tr) // BATCH
    for epoch in range(1, EPOCHS + 1):
        print(f"Epoch {epoch}/{EPOCHS}")
        t0 = time.time()
        ls, accs = [], []
        for xb, yb in iterate(x_tr, y_tr, BATCH, rng):
            loss, acc = train_step(model, opt, xb, yb)
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = zip(*[(float(a), float(b)) for a, b in (eval_step(model, xb, yb) for xb, yb in iterate(x_va, y_va, 256))])
        print(f"{steps}/{steps} {bar(steps, steps)} - {time.time() - t0:.0f}s - loss: {np.mean(ls):.4f} - "
              f"accuracy: {np.mean(accs):.4f} - val_loss: {np.mean(vl):.4f} - val_accuracy: {np.mean(va):.4f}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
