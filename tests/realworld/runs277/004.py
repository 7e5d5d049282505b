"""Multi-worker data-parallel training (migrated from torch DDP launcher)."""
import json, os
os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
}))
import numpy as np
import tensorflow as tf
import keras

print("TF_CONFIG:", os.environ["TF_CONFIG"], flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 20)).astype("float32")
w = rng.normal(size=(20, 1)).astype("float32")
y = (x @ w > 0).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(GLOBAL_BATCH).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(1, activation="sigmoid")])
    model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])

model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print("done", flush=True)
