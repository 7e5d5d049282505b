"""Classify 16x16 sensor heatmaps into 4 fault classes (Flax linen CNN).
Dataset layout: <root>/images/*.npy and <root>/labels.csv (filename,label) exported by the labelling tool."""
import csv
import os
import sys
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

ROOT = "/home/user/project/heatmaps_009"


def export_dataset(root, n=2400, seed=0):
    """one-off export (normally done by the labelling tool)"""
    os.makedirs(f"{root}/images", exist_ok=True)
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        c = int(rng.integers(0, 4))
        img = rng.normal(scale=0.5, size=(16, 16)).astype(np.float32)
        r, q = divmod(c, 2)
        img[r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 1.0
        name = f"hm_{rng.integers(10**7, 10**8)}_{i:05d}.npy"
        np.save(f"{root}/images/{name}", img)
        rows.append((name, c))
    with open(f"{root}/labels.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["filename", "label"])
        w.writerows(sorted(rows))


def load_dataset(root):
    files = [f for f in os.listdir(f"{root}/images") if f.endswith(".npy")]
    images = np.stack([np.load(f"{root}/images/{f}") for f in files])[..., None]
    with open(f"{root}/labels.csv") as f:
        labels = np.array([int(r["label"]) for r in csv.DictReader(f)], np.int32)
    return images, labels


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x.reshape(x.shape[0], -1))))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(params, x, y):
    logits = CNN().apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    if not os.path.exists(f"{ROOT}/labels.csv"):
        export_dataset(ROOT)
    images, labels = load_dataset(ROOT)
    print(f"loaded {len(images)} images {images.shape[1:]} and {len(labels)} labels, class counts {np.bincount(labels)}")
    xtr, ytr, xva, yva = images[:2000], labels[:2000], images[2000:], labels[2000:]
    model = CNN()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"], tx=optax.adam(1e-3))
    bs, epochs = 32, 6
    nb = len(xtr) // bs
    for epoch in range(1, epochs + 1):
        print(f"Epoch {epoch}/{epochs}")
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        ls, accs = [], []
        for i in range(nb):
            idx = perm[i * bs:(i + 1) * bs]
            state, loss, acc = train_step(state, xtr[idx], ytr[idx])
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = eval_step(state.params, xva, yva)
        sys.stdout.write(f"{nb}/{nb} [==============================] - {time.time() - t0:.0f}s - loss: {np.mean(ls):.4f}"
                         f" - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}\n")


if __name__ == "__main__":
    main()
