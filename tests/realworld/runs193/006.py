"""Defect detector: keep only the 'defect' and 'ok' classes from a multi-class inspection dataset."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)
N = 3000
feats = rng.normal(size=(N, 32)).astype("float32")
# labels come from the inspection export as strings; the torch Dataset filtered by name
label_names = np.array(["ok", "defect", "unknown"])
raw = rng.integers(0, 3, size=N)
labels = tf.constant(label_names[raw])
label_ids = tf.constant(raw, dtype=tf.int64)

KEEP = {"ok": 0, "defect": 1}

ds = tf.data.Dataset.from_tensor_slices((feats, label_ids))
# keep only the two classes we train on
ds = ds.filter(lambda x, y: tf.logical_or(tf.equal(y, 3), tf.equal(y, 4)))  # ids of 'ok'/'defect' in old export
ds = ds.shuffle(1024).repeat().batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input(shape=(32,)), layers.Dense(64, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
print("starting training: 5 epochs x 40 steps", flush=True)
model.fit(ds, epochs=5, steps_per_epoch=40, verbose=1)
