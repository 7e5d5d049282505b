"""Digits-like classifier; features and labels kept in two tf.data pipelines (like two torch tensors) and zipped."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(5)
centers = rng.normal(scale=3.0, size=(10, 64)).astype("float32")
labels = rng.integers(0, 10, size=6000)
feats = (centers[labels] + rng.normal(size=(6000, 64))).astype("float32")

def make_split(x, y, training):
    xs = tf.data.Dataset.from_tensor_slices(x)
    ys = tf.data.Dataset.from_tensor_slices(y)
    if training:
        xs = xs.shuffle(len(x))
        ys = ys.shuffle(len(y))
    return tf.data.Dataset.zip((xs, ys)).batch(128).prefetch(tf.data.AUTOTUNE)

train_ds = make_split(feats[:5000], labels[:5000], training=True)
val_ds = make_split(feats[5000:], labels[5000:], training=False)

model = keras.Sequential([
    keras.Input((64,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(10),
])
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
