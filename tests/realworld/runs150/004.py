"""Audio-tagging MLP with a fixed random-Fourier-feature projection, trained with mixed precision.
Ported from PyTorch, where the projection was a register_buffer."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

class FourierFeatures(layers.Layer):
    def __init__(self, in_dim, n_features=128, scale=10.0, **kw):
        super().__init__(**kw)
        rng = np.random.default_rng(0)
        # non-trainable buffer, like torch's register_buffer
        self.B = tf.constant(rng.normal(scale=scale, size=(in_dim, n_features)), dtype=tf.float32)

    def call(self, x):
        proj = tf.matmul(x, self.B)
        return tf.concat([tf.sin(proj), tf.cos(proj)], axis=-1)

n, d, classes = 1024, 40, 8
x = np.random.rand(n, d).astype("float32")
y = np.random.randint(0, classes, size=n)

inp = keras.Input((d,))
h = layers.Dense(64, activation="relu")(inp)
h = FourierFeatures(64, name="rff")(h)
h = layers.Dense(128, activation="relu")(h)
out = layers.Dense(classes, activation="softmax", dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=3)
