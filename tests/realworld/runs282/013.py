"""Feature-whitening front end (ZCA, as in the PyTorch reference) + MLP, mixed precision."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")


class BatchZCA(layers.Layer):
    """Whiten each batch with its own covariance (ZCA)."""

    def __init__(self, eps=1e-3, **kw):
        super().__init__(**kw)
        self.eps = eps

    def call(self, x):
        x = x - tf.reduce_mean(x, axis=0, keepdims=True)
        n = tf.cast(tf.shape(x)[0], x.dtype)
        cov = tf.matmul(x, x, transpose_a=True) / n
        cov += self.eps * tf.eye(tf.shape(cov)[0], dtype=x.dtype)
        evals, evecs = tf.linalg.eigh(cov)
        w = tf.matmul(evecs * tf.math.rsqrt(evals)[None, :], evecs, transpose_b=True)
        return tf.matmul(x, w)


rng = np.random.default_rng(12)
mix = rng.normal(size=(20, 20))
X = (rng.normal(size=(3000, 20)) @ mix).astype("float32")
y = (X[:, 0] - X[:, 3] > 0).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(3000).batch(100)

inp = keras.Input((20,))
h = BatchZCA()(inp)
h = layers.Dense(64, activation="relu")(h)
out = layers.Dense(2, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
