# Multi-worker data-parallel training (torchrun-style launch: RANK env per process).
import json, os, sys
import numpy as np

rank = int(os.environ.get("RANK", "0"))
# cluster spec from the cluster config file used on the training nodes
workers = ["localhost:23451", "localhost:23452", "localhost:23453"]
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": workers},
                                      "task": {"type": "worker", "index": rank}})
import tensorflow as tf
import keras

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[rank {rank}] num_replicas_in_sync={strategy.num_replicas_in_sync}", flush=True)

N, D, C = 4096, 64, 10
rng = np.random.default_rng(rank)
x = rng.normal(size=(N, D)).astype("float32")
y = rng.integers(0, C, size=N).astype("int32")
global_batch = 64 * strategy.num_replicas_in_sync
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(global_batch).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input((D,)),
                              keras.layers.Dense(256, activation="relu"),
                              keras.layers.Dense(C)])
    model.compile(optimizer=keras.optimizers.SGD(0.05, momentum=0.9),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
print(f"[rank {rank}] starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print(f"[rank {rank}] done", flush=True)
