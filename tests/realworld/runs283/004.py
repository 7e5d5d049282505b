"""Bag-of-embeddings topic classifier, Flax NNX + Optax, with a hand-written loader (port of a torch Dataset/DataLoader)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

VOCAB, SEQ, NUM_CLASSES = 2000, 48, 5


def generate_corpus(n, seed):
    """Each topic prefers its own slice of the vocabulary; documents mix topic words with common words."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, NUM_CLASSES, size=n).astype(np.int32)
    docs = np.empty((n, SEQ), dtype=np.int32)
    band = (VOCAB - 500) // NUM_CLASSES
    for i, c in enumerate(labels):
        topic = rng.integers(500 + c * band, 500 + (c + 1) * band, size=SEQ)
        common = rng.integers(0, 500, size=SEQ)
        docs[i] = np.where(rng.random(SEQ) < 0.35, topic, common)
    return docs, labels


class TextDataset:
    def __init__(self, docs, labels):
        self.input_ids = docs
        self.labels = labels

    def __len__(self):
        return len(self.labels)


class Loader:
    def __init__(self, ds, batch_size, shuffle):
        self.ds, self.batch_size, self.shuffle = ds, batch_size, shuffle

    def __iter__(self):
        if self.shuffle:
            np.random.shuffle(self.ds.input_ids)
            np.random.shuffle(self.ds.labels)
        for i in range(0, len(self.ds) - self.batch_size + 1, self.batch_size):
            yield {"input_ids": jnp.asarray(self.ds.input_ids[i:i + self.batch_size]),
                   "labels": jnp.asarray(self.ds.labels[i:i + self.batch_size])}


class BagClassifier(nnx.Module):
    def __init__(self, *, rngs):
        self.embed = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc = nnx.Linear(64, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.cls = nnx.Linear(64, NUM_CLASSES, rngs=rngs)

    def __call__(self, ids):
        h = self.embed(ids).mean(axis=1)
        h = self.drop(nnx.relu(self.fc(h)))
        return self.cls(h)


@nnx.jit
def train_step(model, optimizer, metrics, batch):
    def loss_fn(model):
        logits = model(batch["input_ids"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    metrics.update(loss=loss, logits=logits, labels=batch["labels"])


@nnx.jit
def eval_step(model, metrics, batch):
    logits = model(batch["input_ids"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    metrics.update(loss=loss, logits=logits, labels=batch["labels"])


def main():
    np.random.seed(0)
    print(f"jax {jax.__version__} flax nnx, vocab={VOCAB} seq={SEQ} classes={NUM_CLASSES}")
    train_ds = TextDataset(*generate_corpus(8000, seed=0))
    val_ds = TextDataset(*generate_corpus(1000, seed=1))
    train_loader = Loader(train_ds, 128, shuffle=True)
    val_loader = Loader(val_ds, 250, shuffle=False)
    model = BagClassifier(rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(2e-3, weight_decay=0.01), wrt=nnx.Param)
    metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))
    for epoch in range(6):
        t0 = time.time()
        model.train()
        for batch in train_loader:
            train_step(model, optimizer, metrics, batch)
        tr = metrics.compute()
        metrics.reset()
        model.eval()
        for batch in val_loader:
            eval_step(model, metrics, batch)
        va = metrics.compute()
        metrics.reset()
        print(f"epoch {epoch + 1}/6 train_loss {float(tr['loss']):.4f} train_acc {float(tr['accuracy']):.4f} "
              f"val_loss {float(va['loss']):.4f} val_acc {float(va['accuracy']):.4f} time {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
