"""Healthy run: subclassed Keras model trained with a custom GradientTape loop (tf.function),
sequence classification on generated token data."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)


class SeqClassifier(keras.Model):
    def __init__(self, vocab, dim, classes, **kw):
        super().__init__(**kw)
        self.embed = layers.Embedding(vocab, dim, mask_zero=True)
        self.rnn = layers.Bidirectional(layers.LSTM(dim))
        self.drop = layers.Dropout(0.1)
        self.head = layers.Dense(classes)

    def call(self, ids, training=False):
        h = self.embed(ids)
        h = self.rnn(h)
        h = self.drop(h, training=training)
        return self.head(h)


VOCAB, SEQ, C = 500, 24, 3
rng = np.random.default_rng(0)
def gen(n):
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype("int32")
    lengths = rng.integers(8, SEQ + 1, size=n)
    for i, L in enumerate(lengths):
        ids[i, L:] = 0
    y = (ids[:, 0] * C // VOCAB).astype("int32")
    return ids, y
x_tr, y_tr = gen(3000)
x_va, y_va = gen(600)
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3000, seed=0).batch(64).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(200)

model = SeqClassifier(VOCAB, 32, C)
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(y, logits)
    return loss

@tf.function
def eval_step(x, y):
    val_acc.update_state(y, model(x, training=False))

step = 0
for epoch in range(5):
    t0 = time.time()
    train_acc.reset_state(); val_acc.reset_state()
    losses = []
    for x, y in train_ds:
        loss = train_step(x, y)
        losses.append(float(loss))
        step += 1
        if step % 20 == 0:
            print(f"step {step}: loss={float(loss):.4f}")
    for x, y in val_ds:
        eval_step(x, y)
    print(f"epoch {epoch + 1}/5 - {time.time() - t0:.1f}s - loss: {np.mean(losses):.4f} - "
          f"accuracy: {float(train_acc.result()):.4f} - val_accuracy: {float(val_acc.result()):.4f}")
print("training finished")
