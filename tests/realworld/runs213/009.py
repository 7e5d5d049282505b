# Multi-worker data-parallel training (port of a torchrun/DDP script) with MultiWorkerMirroredStrategy.
# Launched per worker as: WORKER_INDEX=<i> python 009.py
import json
import os
import numpy as np

NUM_WORKERS = int(os.environ.get("NUM_WORKERS", "2"))
WORKER_INDEX = int(os.environ.get("WORKER_INDEX", "0"))
BASE_PORT = 23456
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": [f"localhost:{BASE_PORT + i}" for i in range(NUM_WORKERS)]},
    "task": {"type": "worker", "index": WORKER_INDEX},
})

import tensorflow as tf
import keras

print(f"worker {WORKER_INDEX}/{NUM_WORKERS} TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"num_replicas_in_sync={strategy.num_replicas_in_sync}", flush=True)

GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
x = np.random.randn(8192, 32).astype("float32")
y = (x[:, :3].sum(axis=1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192).repeat().batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(32,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
if WORKER_INDEX == 0:
    model.save("ckpt/mwms_model.keras")
