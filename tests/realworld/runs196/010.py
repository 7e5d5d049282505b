"""Image model with a custom preprocessing layer that rescales only if the batch is still in 0..255."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class AutoRescale(layers.Layer):
    """ported from a torch nn.Module: if x.max() > 1: x = x / 255"""
    def call(self, x):
        if tf.reduce_max(x) > 1.0:
            x = x / 255.0
        return x

rng = np.random.default_rng(2)
x_train = rng.integers(0, 256, size=(256, 32, 32, 3)).astype("float32")
y_train = rng.integers(0, 5, size=(256,))

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    AutoRescale(),
    layers.Conv2D(16, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(5, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=32, epochs=2)
