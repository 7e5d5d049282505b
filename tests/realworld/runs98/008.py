"""Multi-worker style input pipeline: each worker reads its shard of TFRecord-like data.
The launcher passes WORKER_INDEX 1..N (1-based, as in the old SLURM script)."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_WORKERS = int(os.environ.get("NUM_WORKERS", "2"))
WORKER_INDEX = int(os.environ.get("WORKER_INDEX", "2"))   # SLURM_PROCID + 1

rng = np.random.default_rng(8)
feats = rng.normal(size=(4096, 32)).astype("float32")
labels = (feats[:, :4].sum(-1) > 0).astype("int32")

files = tf.data.Dataset.from_tensor_slices((feats, labels))
ds = (files.shard(num_shards=NUM_WORKERS, index=WORKER_INDEX)
      .cache()
      .shuffle(2048, seed=0)
      .batch(128, drop_remainder=True)
      .prefetch(tf.data.AUTOTUNE))

opts = tf.data.Options()
opts.experimental_deterministic = False
ds = ds.with_options(opts)

model = keras.Sequential([keras.Input(shape=(32,)), layers.Dense(64, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
print(f"worker {WORKER_INDEX}/{NUM_WORKERS}: starting training")
model.fit(ds, epochs=3, verbose=2)
