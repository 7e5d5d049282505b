"""Multi-worker data-parallel training with MultiWorkerMirroredStrategy (CPU workers).
Launched as: TF_CONFIG set for a 2-worker cluster, this process is worker 0."""
import json, os
os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
}))
import numpy as np
import tensorflow as tf
import keras

print("TF_CONFIG =", os.environ["TF_CONFIG"], flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("Number of replicas in sync:", strategy.num_replicas_in_sync, flush=True)

GLOBAL_BATCH = 64
x = np.random.rand(2048, 20).astype("float32"); y = (x.sum(1) > 10).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).repeat().batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
    model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy", metrics=["accuracy"])

print("starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=20, verbose=2)
print("training finished", flush=True)
