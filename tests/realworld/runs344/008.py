# Image-feature classifier; tf.data pipeline built from separate feature / label sources
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(8)
N, C = 8000, 5
protos = rng.normal(scale=1.5, size=(C, 48)).astype("float32")
labels = rng.integers(0, C, size=N).astype("int64")
feats = (protos[labels] + rng.normal(size=(N, 48))).astype("float32")

feat_ds = tf.data.Dataset.from_tensor_slices(feats).shuffle(N, seed=None)
label_ds = tf.data.Dataset.from_tensor_slices(labels).shuffle(N, seed=None)
train_ds = tf.data.Dataset.zip((feat_ds, label_ds)).batch(128).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((48,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(C)])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, epochs=6, verbose=2)
