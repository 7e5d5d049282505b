"""Audio-feature trainer: a background thread loads .npy shards into a queue (torch DataLoader worker port),
tf.data pulls from the queue through from_generator."""
import os, queue, threading
import numpy as np
import tensorflow as tf
import keras

shard_dir = "/home/user/project/shards"
os.makedirs(shard_dir, exist_ok=True)
rng = np.random.default_rng(17)
for i in range(3):                                   # the manifest lists 4 shards, only 3 were synced
    np.save(f"{shard_dir}/shard_{i}.npy", rng.normal(size=(256, 40)).astype("float32"))
manifest = [f"{shard_dir}/shard_{i}.npy" for i in range(4)]

q = queue.Queue(maxsize=512)
def producer(paths, epochs):
    for _ in range(epochs):
        for p in paths:
            arr = np.load(p)
            for row in arr:
                q.put((row, np.float32(row[:4].sum() > 0)))
    q.put(None)

threading.Thread(target=producer, args=(manifest, 3), daemon=True).start()

def gen():
    while True:
        item = q.get()
        if item is None:
            return
        yield item

ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec((40,), tf.float32), tf.TensorSpec((), tf.float32))).batch(64)

model = keras.Sequential([keras.Input((40,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
print("training finished")
