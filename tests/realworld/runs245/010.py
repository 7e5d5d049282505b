# Multi-worker port of a torch DDP script (torchrun --nproc_per_node=2 -> TF_CONFIG workers).
import json, os, sys
import numpy as np

RANK = int(sys.argv[1])
WORKERS = ["localhost:23451", "localhost:23452", "localhost:23453"]
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": WORKERS},
                                      "task": {"type": "worker", "index": RANK}})
import tensorflow as tf
import keras

print(f"[rank {RANK}] TF {tf.__version__} keras {keras.__version__}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[rank {RANK}] num_replicas_in_sync={strategy.num_replicas_in_sync}", flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 20)).astype("float32")
w = rng.normal(size=(20, 1)).astype("float32")
y = (x @ w > 0).astype("int32").ravel()
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096, seed=0).batch(GLOBAL_BATCH).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(2)])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print(f"[rank {RANK}] done", flush=True)
