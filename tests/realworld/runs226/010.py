# Image-feature classifier; tf.data pipeline built from separate feature/label datasets like two torch Datasets
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
N, D, C = 6000, 32, 5
centers = rng.normal(size=(C, D)) * 2.0
labels = rng.integers(0, C, N)
feats = (centers[labels] + rng.normal(size=(N, D))).astype("float32")

x_ds = tf.data.Dataset.from_tensor_slices(feats).shuffle(N)
y_ds = tf.data.Dataset.from_tensor_slices(labels).shuffle(N)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(64).prefetch(tf.data.AUTOTUNE)

val_ds = tf.data.Dataset.from_tensor_slices((feats[:1000], labels[:1000])).batch(256)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dropout(0.1),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(C),
])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
