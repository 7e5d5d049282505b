"""Multi-worker data-parallel training with tf.distribute.MultiWorkerMirroredStrategy (CPU workers).
Launch: one process per entry of WORKER_HOSTS, each with TASK_INDEX set."""
import json
import os
import time

WORKER_HOSTS = os.environ.get("WORKER_HOSTS", "localhost:23456,localhost:23457").split(",")
TASK_INDEX = int(os.environ.get("TASK_INDEX", "0"))
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": WORKER_HOSTS},
    "task": {"type": "worker", "index": TASK_INDEX},
})

import numpy as np
import tensorflow as tf
import keras

print(f"[worker {TASK_INDEX}] TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[worker {TASK_INDEX}] num_replicas_in_sync={strategy.num_replicas_in_sync}", flush=True)

GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
rng = np.random.default_rng(11)
x = rng.normal(size=(8192, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192, seed=11).repeat().batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([
        keras.Input((32,)),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

t0 = time.time()
print(f"[worker {TASK_INDEX}] starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print(f"[worker {TASK_INDEX}] finished in {time.time() - t0:.1f}s", flush=True)
