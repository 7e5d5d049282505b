# Multi-worker data-parallel training (MultiWorkerMirroredStrategy) of an MNIST-sized MLP on CPU.
import os, json
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23451", "localhost:23452"]},
    "task": {"type": "worker", "index": int(os.environ.get("WORKER_INDEX", "0"))},
})
import numpy as np
import tensorflow as tf
import keras

print("TF_CONFIG:", os.environ["TF_CONFIG"], flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

per_worker_batch = 64
global_batch = per_worker_batch * strategy.num_replicas_in_sync
rng = np.random.default_rng(9)
x = rng.normal(size=(8192, 784)).astype("float32")
y = rng.integers(0, 10, size=(8192,))
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192, seed=0).batch(global_batch).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(784,)), keras.layers.Dense(256, activation="relu"),
                              keras.layers.Dense(10)])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print("training finished", flush=True)
