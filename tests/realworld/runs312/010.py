# Multi-worker data-parallel training (port of a torchrun DDP script).
# Launched as: TF_CONFIG per worker, one process per worker.
import json, os, sys
import numpy as np, tensorflow as tf, keras
from keras import layers

rank = int(sys.argv[1])
workers = ["localhost:24761", "localhost:24762", "localhost:24763"]
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": workers}, "task": {"type": "worker", "index": rank}})
print(f"[rank {rank}] TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[rank {rank}] num_replicas_in_sync={strategy.num_replicas_in_sync}", flush=True)

rng = np.random.default_rng(rank)
x = rng.normal(size=(2048, 20)).astype("float32"); y = (x.sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64)

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
print(f"[rank {rank}] done", flush=True)
