"""Text-feature classifier: bag-of-words vectors from a numpy memmap-style store, shuffled each epoch (PyTorch Dataset port)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, NCLS = 300, 5
rng = np.random.default_rng(7)
topic_words = rng.integers(0, VOCAB, size=(NCLS, 25))


def build_split(n):
    labels = rng.integers(0, NCLS, n)
    feats = np.zeros((n, VOCAB), np.float32)
    for i, c in enumerate(labels):
        words = np.concatenate([rng.choice(topic_words[c], 12), rng.integers(0, VOCAB, 20)])
        np.add.at(feats[i], words, 1.0)
    return np.log1p(feats), labels.astype(np.int32)


class ArrayDataset:
    def __init__(self, features, labels):
        self.features, self.labels = features, labels

    def __len__(self):
        return len(self.labels)

    def shuffle(self, seed):
        # in-place shuffle, like random.shuffle on the sample list
        r = np.random.default_rng(seed)
        r.shuffle(self.features)
        r.shuffle(self.labels)

    def batches(self, bs):
        for i in range(0, len(self) - bs + 1, bs):
            yield self.features[i:i + bs], self.labels[i:i + bs]


train_ds = ArrayDataset(*build_split(5000))
val_ds = ArrayDataset(*build_split(1000))


class BowNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(NCLS)(nn.relu(nn.Dense(64)(x)))


model = BowNet()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, VOCAB)))
tx = optax.adam(2e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.losses.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def accuracy(params, x, y):
    return (model.apply(params, x).argmax(-1) == y).mean()


for epoch in range(1, 7):
    t0 = time.time()
    train_ds.shuffle(seed=epoch)
    ls, accs = [], []
    for xb, yb in train_ds.batches(64):
        params, opt_state, loss, acc = train_step(params, opt_state, xb, yb)
        ls.append(float(loss)); accs.append(float(acc))
    va = float(accuracy(params, val_ds.features, val_ds.labels))
    print(f"Epoch {epoch}/6 - {time.time() - t0:.1f}s - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_accuracy: {va:.4f}")
