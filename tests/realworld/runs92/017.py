# Background prefetch thread (ported from a torch DataLoader-with-worker-thread helper) feeding model.fit
import queue, threading, time
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
N, BS = 1600, 32

def load_sample(i):
    time.sleep(0.0005)                      # simulate decode / augmentation
    x = rng.normal(size=(28,)).astype("float32")
    return x, np.int32(x[:4].sum() > 0)

class PrefetchLoader:
    def __init__(self, n, depth=256):
        self.q = queue.Queue(maxsize=depth)
        self.n = n
        self.worker = threading.Thread(target=self._produce, daemon=True)
        self.worker.start()

    def _produce(self):
        for i in range(self.n):
            self.q.put(load_sample(i))

    def __iter__(self):
        for _ in range(self.n):
            yield self.q.get()

loader = PrefetchLoader(N)
ds = tf.data.Dataset.from_generator(
    lambda: iter(loader),
    output_signature=(tf.TensorSpec((28,), tf.float32), tf.TensorSpec((), tf.int32)),
).batch(BS)

model = keras.Sequential([keras.Input((28,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(2)])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=5, verbose=2)
print("training finished")
