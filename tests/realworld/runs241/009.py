# Data-parallel training with MultiWorkerMirroredStrategy; TF_CONFIG built from torchrun-style env vars.
import json, os
import numpy as np

rank = int(os.environ.get("RANK", 0))
world_size = int(os.environ.get("WORLD_SIZE", 2))
base_port = int(os.environ.get("MASTER_PORT", 23456))
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": [f"localhost:{base_port + i}" for i in range(world_size)]},
    "task": {"type": "worker", "index": rank},
})
print(f"rank {rank}/{world_size} TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)

import tensorflow as tf, keras
from keras import layers

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("replicas in sync:", strategy.num_replicas_in_sync, flush=True)

GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
rng = np.random.default_rng(9)
X = rng.normal(size=(8192, 32)).astype("float32")
y = (X[:, :4].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(8192).batch(GLOBAL_BATCH).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input((32,)), layers.Dense(128, activation="relu"),
                              layers.Dense(128, activation="relu"), layers.Dense(2)])
    model.compile(keras.optimizers.SGD(0.05, momentum=0.9),
                  keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, steps_per_epoch=64, verbose=2)
print("done", flush=True)
