"""Multi-worker data-parallel training of a small MLP classifier (port of a torchrun DDP script)."""
import json
import os

# cluster spec copied from the launcher config: two workers, this process is worker 0
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
})

import numpy as np
import tensorflow as tf
import keras

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("Number of replicas in sync:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 32)).astype("float32")
w = rng.normal(size=(32, 4)).astype("float32")
y = np.argmax(x @ w, axis=1).astype("int64")

global_batch = 64 * strategy.num_replicas_in_sync
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096, seed=0).batch(global_batch).prefetch(tf.data.AUTOTUNE)

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(32,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(4),
    ])
    model.compile(
        optimizer=keras.optimizers.Adam(1e-3),
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        metrics=["accuracy"],
    )

model.fit(ds, epochs=5, verbose=2)
print("done")
