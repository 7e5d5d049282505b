# Tiny ViT in flax.nnx on a generated 10-class image set; jax-native in-memory loader with per-epoch shuffling.
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

IMG, PATCH, D, HEADS, LAYERS, CLASSES, BATCH = 16, 4, 64, 4, 2, 10, 64


def make_images(n, seed):
    rng = np.random.default_rng(seed)
    templates = np.random.default_rng(123).normal(size=(CLASSES, IMG, IMG, 1)).astype(np.float32)
    labels = rng.integers(0, CLASSES, size=n)
    x = templates[labels] + 0.8 * rng.normal(size=(n, IMG, IMG, 1)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(labels.astype(np.int32))


class ViT(nnx.Module):
    def __init__(self, rngs):
        self.patch = nnx.Conv(1, D, kernel_size=(PATCH, PATCH), strides=(PATCH, PATCH), rngs=rngs)
        n_tok = (IMG // PATCH) ** 2
        self.cls = nnx.Param(jnp.zeros((1, 1, D)))
        self.pos = nnx.Param(0.02 * jax.random.normal(rngs.params(), (1, n_tok + 1, D)))
        self.layers = nnx.List()
        for _ in range(LAYERS):
            self.layers.append(nnx.Dict(
                ln1=nnx.LayerNorm(D, rngs=rngs),
                attn=nnx.MultiHeadAttention(HEADS, D, decode=False, rngs=rngs),
                ln2=nnx.LayerNorm(D, rngs=rngs),
                fc1=nnx.Linear(D, 2 * D, rngs=rngs),
                fc2=nnx.Linear(2 * D, D, rngs=rngs)))
        self.norm = nnx.LayerNorm(D, rngs=rngs)
        self.head = nnx.Linear(D, CLASSES, rngs=rngs)

    def __call__(self, x):
        x = self.patch(x)
        b = x.shape[0]
        x = x.reshape(b, -1, D)
        x = jnp.concatenate([jnp.broadcast_to(self.cls[...], (b, 1, D)), x], axis=1) + self.pos[...]
        for l in self.layers:
            x = x + l["attn"](l["ln1"](x))
            x = x + l["fc2"](nnx.gelu(l["fc1"](l["ln2"](x))))
        return self.head(self.norm(x[:, 0]))


class ArrayLoader:
    """Minimal replacement for torch DataLoader(shuffle=True) over device arrays."""

    def __init__(self, images, labels, batch_size, key):
        self.images, self.labels, self.batch_size, self.key = images, labels, batch_size, key

    def __iter__(self):
        self.key, sk = jax.random.split(self.key)
        images = jax.random.permutation(sk, self.images)
        self.key, sk = jax.random.split(self.key)
        labels = jax.random.permutation(sk, self.labels)
        for i in range(0, len(images) - self.batch_size + 1, self.batch_size):
            yield images[i:i + self.batch_size], labels[i:i + self.batch_size]


@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    metrics.update(loss=loss, logits=logits, labels=y)


@nnx.jit
def eval_step(model, metrics, x, y):
    logits = model(x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    metrics.update(loss=loss, logits=logits, labels=y)


def main():
    xtr, ytr = make_images(6400, 0)
    xva, yva = make_images(1280, 1)
    print(f"train {xtr.shape} {ytr.shape}  val {xva.shape} {yva.shape}")
    model = ViT(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=0.05), wrt=nnx.Param)
    metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
    train_loader = ArrayLoader(xtr, ytr, BATCH, jax.random.key(0))
    t0 = time.time()
    for epoch in range(1, 7):
        metrics.reset()
        for x, y in train_loader:
            train_step(model, optimizer, metrics, x, y)
        tr = metrics.compute()
        metrics.reset()
        for i in range(0, len(xva), 256):
            eval_step(model, metrics, xva[i:i + 256], yva[i:i + 256])
        va = metrics.compute()
        print(f"epoch {epoch}: train_loss {float(tr['loss']):.4f} train_acc {float(tr['accuracy']):.4f} "
              f"val_loss {float(va['loss']):.4f} val_acc {float(va['accuracy']):.4f} ({time.time()-t0:.0f}s)")


if __name__ == "__main__":
    main()
