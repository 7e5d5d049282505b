# Multi-worker data-parallel training (port of a torch DDP script). Launched per worker with WORKER_INDEX.
import json, os
NUM_WORKERS = int(os.environ.get("NUM_WORKERS", "2"))
idx = int(os.environ.get("WORKER_INDEX", "0"))
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": [f"localhost:{23456 + i}" for i in range(NUM_WORKERS)]},
    "task": {"type": "worker", "index": idx},
})
import numpy as np
import tensorflow as tf
import keras

print(f"worker {idx}: TF {tf.__version__}, Keras {keras.__version__}", flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"worker {idx}: num_replicas_in_sync = {strategy.num_replicas_in_sync}", flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 32)).astype("float32")
y = (x[:, :4].sum(axis=1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(GLOBAL_BATCH).repeat()

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(32,)),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

print(f"worker {idx}: starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=50, verbose=2)
print(f"worker {idx}: done", flush=True)
