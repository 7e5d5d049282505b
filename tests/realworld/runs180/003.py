# Sentence-embedding classifier ported from a sentence-transformers style PyTorch
# script: masked mean pooling over token embeddings, custom GradientTape loop.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, MAXLEN, NUM_CLASSES, BATCH = 3000, 32, 4, 32
rng = np.random.default_rng(3)


def load_corpus(n=1600):
    ids = np.zeros((n, MAXLEN), "int32")
    labels = rng.integers(0, NUM_CLASSES, size=n).astype("int32")
    for i in range(n):
        # some rows of the scraped CSV had an empty text column -> all padding
        L = 0 if rng.random() < 0.004 else rng.integers(4, MAXLEN)
        ids[i, :L] = rng.integers(1, VOCAB, size=L) // NUM_CLASSES * NUM_CLASSES + labels[i]
    return ids, labels


class MeanPoolClassifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.embed = layers.Embedding(VOCAB + NUM_CLASSES, 128)
        self.enc = layers.Dense(128, activation="gelu")
        self.head = layers.Dense(NUM_CLASSES)

    def call(self, ids, training=False):
        mask = tf.cast(tf.not_equal(ids, 0), tf.float32)[..., None]
        h = self.enc(self.embed(ids))
        # torch: (h * mask).sum(1) / mask.sum(1)
        pooled = tf.reduce_sum(h * mask, axis=1) / tf.reduce_sum(mask, axis=1)
        return self.head(pooled)


ids, labels = load_corpus()
ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(2000, seed=0).batch(BATCH)

model = MeanPoolClassifier()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(y, logits)
    return loss


step = 0
for epoch in range(3):
    acc.reset_state()
    for x, y in ds:
        loss = train_step(x, y)
        step += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:4d} | loss {float(loss):.4f} | acc {float(acc.result()):.4f}")
    print(f"== epoch {epoch} done: train_acc={float(acc.result()):.4f}")
