# Multi-worker data-parallel training (MultiWorkerMirroredStrategy) on CPU workers.
# Launch: one process per worker, TF_CONFIG built from WORKER_HOSTS and RANK.
import json, os, sys
hosts = os.environ.get("WORKER_HOSTS", "localhost:23911,localhost:23912,localhost:23913").split(",")
rank = int(os.environ.get("RANK", "0"))
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": hosts}, "task": {"type": "worker", "index": rank}})
import numpy as np
import tensorflow as tf
import keras

print(f"[rank {rank}] TF_CONFIG workers={len(hosts)}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[rank {rank}] num_replicas_in_sync={strategy.num_replicas_in_sync}", flush=True)

rng = np.random.default_rng(rank)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (x.sum(axis=1) > 0).astype("float32")
global_bs = 64 * strategy.num_replicas_in_sync
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(global_bs).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
    model.compile(optimizer=keras.optimizers.SGD(0.05), loss=keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
print(f"[rank {rank}] model built, starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=30, verbose=2)
print(f"[rank {rank}] done", flush=True)
