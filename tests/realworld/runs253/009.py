# Port of a torchrun DDP script to MultiWorkerMirroredStrategy; launched with: python 009.py (worker 0).
import os, json
os.environ.setdefault("TF_CONFIG", json.dumps({
    "cluster": {"worker": ["localhost:23471", "localhost:23472"]},
    "task": {"type": "worker", "index": 0},
}))
import numpy as np, tensorflow as tf, keras
from keras import layers
print("TF_CONFIG:", os.environ["TF_CONFIG"], flush=True)
strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)
rng = np.random.default_rng(9)
N, D = 2048, 16
x = rng.normal(size=(N, D)).astype("float32")
y = (x.sum(1) > 0).astype("int32")
global_bs = 64 * strategy.num_replicas_in_sync
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=0).batch(global_bs).repeat()
with strategy.scope():
    model = keras.Sequential([keras.Input((D,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
print("starting fit", flush=True)
model.fit(ds, epochs=3, steps_per_epoch=N // global_bs, verbose=2)
print("done", flush=True)
