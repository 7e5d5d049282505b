"""Two-worker data-parallel training with MultiWorkerMirroredStrategy (TF_CONFIG set by the job
script). This is worker 0; run with `timeout` by the cluster wrapper."""
import json, os
os.environ["TF_CONFIG"] = json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
})
import numpy as np
import tensorflow as tf
import keras

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync =", strategy.num_replicas_in_sync, flush=True)

X = np.random.rand(1024, 10).astype("float32")
y = (X.sum(1) > 5).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).batch(64)

with strategy.scope():
    model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(16, activation="relu"),
                              keras.layers.Dense(1, activation="sigmoid")])
    model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
print("model built, starting fit", flush=True)
model.fit(ds, epochs=3, verbose=2)
print("training finished", flush=True)
