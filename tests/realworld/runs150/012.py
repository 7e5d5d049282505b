"""Feature-whitening layer (ZCA via eigen-decomposition of the batch covariance) in a
bfloat16 mixed-precision tabular model, to save memory on CPU."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")

class ZCAWhitening(layers.Layer):
    def call(self, x):
        xc = x - tf.reduce_mean(x, axis=0, keepdims=True)
        cov = tf.matmul(xc, xc, transpose_a=True) / tf.cast(tf.shape(x)[0], x.dtype)
        cov += 1e-3 * tf.eye(tf.shape(cov)[0], dtype=x.dtype)
        evals, evecs = tf.linalg.eigh(cov)
        w = evecs @ tf.linalg.diag(tf.math.rsqrt(evals)) @ tf.transpose(evecs)
        return xc @ w

X = np.random.rand(2048, 16).astype("float32")
y = (X[:, 0] > X[:, 1]).astype("float32")

inp = keras.Input((16,))
h = layers.Dense(16)(inp)
h = ZCAWhitening(name="zca")(h)
h = layers.Dense(32, activation="relu")(h)
out = layers.Dense(1, activation="sigmoid", dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=128, epochs=2)
