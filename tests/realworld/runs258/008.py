# Multi-worker data-parallel training with MultiWorkerMirroredStrategy (replacing torchrun + DDP).
# Launched as: TF_CONFIG built from WORKER_HOSTS / TASK_INDEX environment (defaults below).
import json
import os
import numpy as np

hosts = os.environ.get("WORKER_HOSTS", "localhost:23456,localhost:23457").split(",")
index = int(os.environ.get("TASK_INDEX", "0"))
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": hosts}, "task": {"type": "worker", "index": index}})

import tensorflow as tf
import keras
from keras import layers

print("TF_CONFIG:", os.environ["TF_CONFIG"])
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
x = np.random.rand(4096, 28, 28, 1).astype("float32")
y = np.random.randint(0, 10, 4096)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(GLOBAL_BATCH).repeat()

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(28, 28, 1)),
        layers.Conv2D(32, 3, activation="relu"),
        layers.MaxPooling2D(),
        layers.Flatten(),
        layers.Dense(128, activation="relu"),
        layers.Dense(10),
    ])
    model.compile(optimizer=keras.optimizers.SGD(0.01, momentum=0.9),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

print("starting training", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
if index == 0:
    model.save_weights("mwms_chief.weights.h5")
