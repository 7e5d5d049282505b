"""Multi-worker data-parallel training with MultiWorkerMirroredStrategy (launcher sets TF_CONFIG)."""
import json
import os

import numpy as np
import tensorflow as tf
import keras
from keras import layers

WORLD = ["localhost:23456", "localhost:23457"]
RANK = int(os.environ.get("RANK", "0"))
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": WORLD}, "task": {"type": "worker", "index": RANK}})
print(f"rank {RANK}: TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"rank {RANK}: num_replicas_in_sync={strategy.num_replicas_in_sync}", flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(7)
X = rng.normal(size=(4096, 32)).astype("float32")
y = (X[:, 0] * X[:, 1] > 0).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(4096).repeat().batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input((32,)), layers.Dense(128, activation="relu"),
                              layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(optimizer=keras.optimizers.SGD(0.05, momentum=0.9),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])

model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print(f"rank {RANK}: training finished", flush=True)
