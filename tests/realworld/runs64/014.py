# ZCA-whitening layer ported from a torch model, trained under the mixed_float16 policy on CPU.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

class BatchWhitening(layers.Layer):
    def __init__(self, eps=1e-3, **kw):
        super().__init__(**kw)
        self.eps = eps
    def call(self, x):
        xc = x - tf.reduce_mean(x, axis=0, keepdims=True)
        n = tf.cast(tf.shape(x)[0], x.dtype)
        cov = tf.matmul(xc, xc, transpose_a=True) / n
        cov += tf.cast(self.eps, x.dtype) * tf.eye(tf.shape(x)[1], dtype=x.dtype)
        chol = tf.linalg.cholesky(cov)
        return tf.transpose(tf.linalg.triangular_solve(chol, tf.transpose(xc)))

inp = keras.Input((16,))
h = layers.Dense(32)(inp)
h = BatchWhitening()(h)
out = layers.Dense(3, dtype="float32")(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
x = np.random.randn(640, 16).astype("float32"); y = np.random.randint(0, 3, 640)
model.fit(x, y, batch_size=64, epochs=2)
