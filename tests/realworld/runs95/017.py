"""Sentiment GRU trained from a streaming tf.data pipeline (augmented with random token dropout),
with a step logger callback and validation after each epoch."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(17)
rng = np.random.default_rng(17)
VOCAB, MAXLEN, N = 2000, 48, 4000
x = rng.integers(1, VOCAB, size=(N, MAXLEN)).astype("int32")
y = (np.mean(x[:, :8] > VOCAB // 2, axis=1) > 0.5).astype("float32")


def token_dropout(ids, label):
    keep = tf.random.uniform(tf.shape(ids)) > 0.1
    return tf.where(keep, ids, tf.zeros_like(ids)), label


train = (tf.data.Dataset.from_tensor_slices((x[:3600], y[:3600]))
         .shuffle(3600).repeat()                       # keep the stream going, like an IterableDataset
         .map(token_dropout, num_parallel_calls=tf.data.AUTOTUNE)
         .batch(64).prefetch(tf.data.AUTOTUNE))
val = tf.data.Dataset.from_tensor_slices((x[3600:], y[3600:])).batch(128)


class StepLogger(keras.callbacks.Callback):
    def __init__(self, every=100):
        super().__init__()
        self.every, self.t0 = every, time.time()

    def on_train_batch_end(self, batch, logs=None):
        if (batch + 1) % self.every == 0:
            print(f"[{time.time() - self.t0:7.1f}s] step {batch + 1:6d} loss {logs['loss']:.4f} "
                  f"acc {logs['accuracy']:.4f}", flush=True)

    def on_epoch_end(self, epoch, logs=None):
        print(f"epoch {epoch + 1} done: {logs}", flush=True)


model = keras.Sequential([keras.Input((MAXLEN,), dtype="int32"), layers.Embedding(VOCAB, 32),
                          layers.GRU(32), layers.Dense(1, activation="sigmoid")])
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy", metrics=["accuracy"])
print("starting training: 5 epochs", flush=True)
model.fit(train, validation_data=val, epochs=5, verbose=0, callbacks=[StepLogger(100)])
model.save("/home/user/project/017_sentiment.keras")
print("saved")
