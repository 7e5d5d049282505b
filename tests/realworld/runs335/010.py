"""Keras 3 port of a torchrun DDP script to MultiWorkerMirroredStrategy on CPU workers.
Launch: RANK=<r> WORLD_SIZE=<n> MASTER_ADDR=127.0.0.1 MASTER_PORT=<p> python 010.py (same env as torchrun)."""
import json
import os
import time

rank = int(os.environ["RANK"])
world_size = int(os.environ["WORLD_SIZE"])
addr = os.environ.get("MASTER_ADDR", "127.0.0.1")
base_port = int(os.environ.get("MASTER_PORT", "29500"))
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": [f"{addr}:{base_port + i}" for i in range(world_size)]},
    "task": {"type": "worker", "index": rank},
})
print(f"[rank {rank}] TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)

import numpy as np
import tensorflow as tf
import keras
from keras import layers

t0 = time.time()
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[rank {rank}] num_replicas_in_sync={strategy.num_replicas_in_sync} ({time.time() - t0:.1f}s)", flush=True)

GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
rng = np.random.default_rng(0)
x = rng.normal(size=(8192, 32)).astype("float32")
y = (x[:, :3].sum(1) > 0).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192, seed=0).batch(GLOBAL_BATCH).repeat()

with strategy.scope():
    inp = keras.Input((32,))
    h = layers.Dense(64, activation="relu")(inp)
    out = layers.Dense(1)(h)
    model = keras.Model(inp, out)
    model.compile(optimizer=keras.optimizers.SGD(0.05, momentum=0.9),
                  loss=keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])

print(f"[rank {rank}] starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=8192 // GLOBAL_BATCH, verbose=2 if rank == 0 else 0)
print(f"[rank {rank}] done", flush=True)
