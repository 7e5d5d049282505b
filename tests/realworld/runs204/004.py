# Multi-worker training on two hosts. TF_CONFIG is set by our job script; on this
# run only the chief process was started (the second worker's launch line is missing).
import json, os
os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
}))
print("TF_CONFIG =", os.environ["TF_CONFIG"], flush=True)

import numpy as np
import tensorflow as tf
import keras
from keras import layers

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

GLOBAL_BATCH = 64
x = np.random.rand(2048, 28, 28).astype("float32")
y = np.random.randint(0, 10, size=(2048,))
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).repeat().batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(28, 28)),
        layers.Flatten(),
        layers.Dense(128, activation="relu"),
        layers.Dense(10),
    ])
    model.compile(keras.optimizers.SGD(0.01),
                  keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
print("starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=30)
