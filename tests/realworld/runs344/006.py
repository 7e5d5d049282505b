# Port of a torch DDP trainer to TF MultiWorkerMirroredStrategy
import json, os
os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {"worker": ["localhost:23456", "localhost:23457"]},
    "task": {"type": "worker", "index": 0},
}))
import numpy as np
import tensorflow as tf
import keras

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64).repeat()

with strategy.scope():
    model = keras.Sequential([keras.Input((32,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(2)])
    model.compile(optimizer=keras.optimizers.AdamW(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
print("starting training", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=32, verbose=2)
model.save_weights("mwms.weights.h5")
