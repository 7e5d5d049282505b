"""Multi-worker data-parallel training (worker 0 of 2; worker 1 runs on the second host)."""
import json, os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {"worker": ["localhost:12391", "localhost:12392"]},
    "task": {"type": "worker", "index": int(os.environ.get("WORKER_INDEX", 0))},
}))
print("TF_CONFIG:", os.environ["TF_CONFIG"], flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("replicas in sync:", strategy.num_replicas_in_sync, flush=True)

rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(64)

with strategy.scope():
    model = keras.Sequential([keras.Input((32,)), layers.Dense(128, activation="relu"),
                              layers.Dense(2)])
    model.compile(optimizer="adam",
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
print("worker done", flush=True)
