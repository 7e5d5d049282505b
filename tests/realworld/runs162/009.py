"""Temporal model for sensor windows: a custom layer ported from PyTorch loops over the batch to apply
per-sample normalisation, then an LSTM classifier."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class PerSampleNorm(layers.Layer):
    def call(self, x):
        outs = []
        for i in range(tf.shape(x)[0]):          # for i in range(x.size(0)) in the torch version
            xi = x[i]
            outs.append((xi - tf.reduce_mean(xi, axis=0)) / (tf.math.reduce_std(xi, axis=0) + 1e-6))
        return tf.stack(outs)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 50, 6)).astype("float32")
y = (X[:, :, 0].mean(1) > 0).astype("int32")

inp = keras.Input((50, 6))
h = PerSampleNorm()(inp)
h = layers.LSTM(32)(h)
out = layers.Dense(2, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=3)
