"""Multi-worker data-parallel training with MultiWorkerMirroredStrategy.
TF_CONFIG describes 2 workers; launch with WORKER_INDEX=0/1."""
import json, os
idx = int(os.environ.get("WORKER_INDEX", "0"))
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": idx},
})
import numpy as np
import tensorflow as tf
import keras

print(f"[worker {idx}] starting, TF {tf.__version__}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[worker {idx}] num_replicas_in_sync = {strategy.num_replicas_in_sync}", flush=True)

global_batch = 32 * strategy.num_replicas_in_sync
x = np.random.rand(2048, 16).astype("float32")
y = (x.sum(1) > 8).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).repeat().batch(global_batch)

with strategy.scope():
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(1, activation="sigmoid")])
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=2, steps_per_epoch=20)
print(f"[worker {idx}] done", flush=True)
