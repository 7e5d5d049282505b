# Multi-worker data-parallel training (port of a torchrun DDP script) with MultiWorkerMirroredStrategy
import json
import os
import sys
import numpy as np
import tensorflow as tf
import keras

hosts = ["localhost:23761", "localhost:23762"]
rank = int(os.environ.get("RANK", "0"))
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": hosts}, "task": {"type": "worker", "index": rank}})
print(f"rank {rank} TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

rng = np.random.default_rng(rank)
X = rng.normal(size=(2048, 16)).astype("float32")
y = (X.sum(1) > 0).astype("int64")
global_bs = 64
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048).batch(global_bs).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])

model.fit(ds, epochs=3, steps_per_epoch=30, verbose=2)
print("done", flush=True)
