# Tabular classifier: features and labels kept in separate tf.data pipelines and zipped (like two DataLoaders)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(5)
N = 4096
X = rng.normal(size=(N, 16)).astype("float32")
y = (X @ rng.normal(size=(16,)) > 0).astype("int32")
Xv = rng.normal(size=(1024, 16)).astype("float32")

x_ds = tf.data.Dataset.from_tensor_slices(X).shuffle(N)
y_ds = tf.data.Dataset.from_tensor_slices(y).shuffle(N)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((X[:1024], y[:1024])).batch(256)

model = keras.Sequential([
    keras.Input((16,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(2),
])
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
