# Streaming trainer: a background thread reads feature shards into a queue,
# tf.data pulls batches from the queue (ported from a torch IterableDataset + worker thread).
import os, queue, threading
import numpy as np
import tensorflow as tf
import keras
from keras import layers

SHARD_DIR = "/home/user/project/shards"
os.makedirs(SHARD_DIR, exist_ok=True)
rng = np.random.default_rng(0)
shards = []
for i in range(6):
    path = f"{SHARD_DIR}/part-{i:05d}.npz"
    if i != 3:                                   # part-00003 was never uploaded
        x = rng.normal(size=(512, 24)).astype("float32")
        np.savez(path, x=x, y=(x[:, 0] > 0).astype("float32"))
    shards.append(path)
print(f"found manifest with {len(shards)} shards")

buf = queue.Queue(maxsize=8)

def producer():
    for path in shards:
        with np.load(path) as z:
            x, y = z["x"], z["y"]
        for j in range(0, len(x), 64):
            buf.put((x[j:j + 64], y[j:j + 64]))
    buf.put(None)

threading.Thread(target=producer, name="shard-reader", daemon=True).start()

def gen():
    while True:
        item = buf.get()
        if item is None:
            return
        yield item

ds = tf.data.Dataset.from_generator(gen, output_signature=(
    tf.TensorSpec((None, 24), tf.float32), tf.TensorSpec((None,), tf.float32)))

model = keras.Sequential([keras.Input((24,)), layers.Dense(32, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=1, steps_per_epoch=48, verbose=2)
print("epoch done")
