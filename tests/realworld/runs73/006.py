# Sensor-window classifier; features and labels loaded as two tf.data pipelines
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
N, D = 6000, 16
centers = rng.normal(scale=2.0, size=(4, D))
labels = rng.integers(0, 4, size=N)
feats = (centers[labels] + rng.normal(size=(N, D))).astype("float32")

BATCH = 64
x_ds = tf.data.Dataset.from_tensor_slices(feats).shuffle(N)
y_ds = tf.data.Dataset.from_tensor_slices(labels).shuffle(N)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(BATCH).prefetch(tf.data.AUTOTUNE)

val_x = tf.data.Dataset.from_tensor_slices(feats[:1000])
val_y = tf.data.Dataset.from_tensor_slices(labels[:1000])
val_ds = tf.data.Dataset.zip((val_x, val_y)).batch(BATCH)

model = keras.Sequential([
    keras.Input((D,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(4),
])
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
