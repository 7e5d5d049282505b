# Multi-worker data-parallel training following the "Multi-worker training with
# Keras" tutorial. The cluster spec lists two workers; the launch script on this
# machine starts only this process (task index 0).
import json
import os

os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
})

import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TF_CONFIG:", os.environ["TF_CONFIG"], flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("Number of replicas in sync:", strategy.num_replicas_in_sync, flush=True)

PER_WORKER_BATCH = 64
global_batch = PER_WORKER_BATCH * strategy.num_replicas_in_sync
rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=4096).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).repeat().batch(global_batch)

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(28, 28, 1)),
        layers.Conv2D(32, 3, activation="relu"),
        layers.Flatten(),
        layers.Dense(128, activation="relu"),
        layers.Dense(10),
    ])
    model.compile(optimizer=keras.optimizers.SGD(0.001),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

model.fit(ds, epochs=3, steps_per_epoch=70)
