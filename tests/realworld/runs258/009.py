# Image-feature classifier with a ZCA-style decorrelated normalisation layer, trained in mixed precision.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
keras.utils.set_random_seed(8)

class DecorrelatedNorm(layers.Layer):
    """Whitens features over the batch: x_hat = (x - mu) L^-T where L L^T = Cov + eps*I."""
    def __init__(self, eps=1e-3, **kw):
        super().__init__(**kw)
        self.eps = eps

    def build(self, input_shape):
        d = input_shape[-1]
        self.gamma = self.add_weight(shape=(d,), initializer="ones", name="gamma")
        self.beta = self.add_weight(shape=(d,), initializer="zeros", name="beta")

    def call(self, x):
        mu = tf.reduce_mean(x, axis=0, keepdims=True)
        xc = x - mu
        n = tf.cast(tf.shape(x)[0], x.dtype)
        cov = tf.matmul(xc, xc, transpose_a=True) / n + self.eps * tf.eye(tf.shape(x)[-1], dtype=x.dtype)
        chol = tf.linalg.cholesky(cov)
        white = tf.transpose(tf.linalg.triangular_solve(chol, tf.transpose(xc), lower=True))
        return white * tf.cast(self.gamma, x.dtype) + tf.cast(self.beta, x.dtype)

x = np.random.randn(2048, 48).astype("float32")
w = np.random.randn(48, 6).astype("float32")
y = np.argmax(x @ w, axis=1)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(128, drop_remainder=True)

inp = keras.Input(shape=(48,))
h = layers.Dense(32)(inp)
h = DecorrelatedNorm()(h)
h = layers.Activation("relu")(h)
out = layers.Dense(6, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=5, verbose=2)
