"""Sentence-embedding classifier with masked mean pooling, trained with a hand-written loop
(HF Trainer-style logging). Some rows of the scraped corpus are empty strings after cleaning."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(3)
rng = np.random.default_rng(3)
VOCAB, MAXLEN, N = 800, 24, 1024

lengths = rng.integers(3, MAXLEN, size=N)
lengths[rng.random(N) < 0.02] = 0            # empty texts after HTML stripping -> all padding
ids = np.zeros((N, MAXLEN), "int32")
for i, L in enumerate(lengths):
    ids[i, :L] = rng.integers(1, VOCAB, L)
attention_mask = (ids != 0).astype("int32")
labels = (ids[:, 0] > VOCAB // 2).astype("int32")


class MeanPoolClassifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(VOCAB, 64)
        self.proj = layers.Dense(64, activation="tanh")
        self.head = layers.Dense(2)

    def call(self, input_ids, attention_mask, training=False):
        h = self.proj(self.emb(input_ids))
        m = tf.cast(attention_mask, h.dtype)[..., None]
        pooled = tf.reduce_sum(h * m, axis=1) / tf.reduce_sum(m, axis=1)   # mean over real tokens
        return self.head(pooled)


model = MeanPoolClassifier()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ds = tf.data.Dataset.from_tensor_slices((ids, attention_mask, labels)).shuffle(N, seed=0).batch(32)


@tf.function
def train_step(x, m, y):
    with tf.GradientTape() as tape:
        logits = model(x, m, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc = tf.reduce_mean(tf.cast(tf.argmax(logits, -1, output_type=tf.int32) == y, tf.float32))
    return loss, acc


step = 0
for epoch in range(3):
    for x, m, y in ds:
        loss, acc = train_step(x, m, y)
        step += 1
        if step % 8 == 0:
            print({"loss": round(float(loss), 4), "accuracy": round(float(acc), 4),
                   "learning_rate": 1e-3, "epoch": round(epoch + (step % 32) / 32, 2), "step": step})
print({"train_runtime_steps": step, "train_loss": float(loss)})
