"""Streaming trainer: a background thread decodes samples into a queue, tf.data pulls
from it via from_generator (the usual torch DataLoader-worker replacement)."""
import queue
import threading
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
Q = queue.Queue(maxsize=256)
STOP = object()


def producer(n_samples=4096):
    rng = np.random.default_rng(0)
    for _ in range(n_samples):
        x = rng.standard_normal(20).astype("float32")
        Q.put((x, np.int32(x[:3].sum() > 0)))
    Q.put(STOP)


def gen():
    while True:
        item = Q.get()
        if item is STOP:
            return
        yield item


worker = threading.Thread(target=producer, daemon=True, name="decoder-0")
# worker.start() is called by the launcher in the multi-process version of this script

ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec((20,), tf.float32), tf.TensorSpec((), tf.int32)))
ds = ds.batch(64).prefetch(2)

model = keras.Sequential([keras.Input(shape=(20,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("starting training: 64 samples/batch, streaming from decoder queue", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=64, verbose=2)
print("done")
