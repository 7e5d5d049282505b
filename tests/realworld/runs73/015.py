# Tabular regressor; switched the input pipeline from numpy arrays to tf.data for speed
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N, D = 5000, 12
x = rng.normal(size=(N, D)).astype("float32")
y = (x @ rng.normal(size=(D, 1)) + 0.1 * rng.normal(size=(N, 1))).astype("float32")

train_ds = (tf.data.Dataset.from_tensor_slices((x, y))
            .shuffle(N).batch(128).prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([keras.Input((D,)), layers.Dense(64, activation="relu"), layers.Dense(1)])
model.compile(keras.optimizers.Adam(1e-3), "mse", metrics=["mae"])
history = model.fit(train_ds, epochs=10, validation_split=0.15, verbose=2)
