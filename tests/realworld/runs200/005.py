# Orthogonal RNN cell (expRNN-style) ported from PyTorch: W = matrix_exp(A - A^T); mixed precision for speed
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
keras.utils.set_random_seed(0)

class ExpOrthogonalDense(layers.Layer):
    """Hidden-to-hidden map kept orthogonal via the matrix exponential of a skew-symmetric matrix."""
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        self.log_w = self.add_weight(shape=(self.units, self.units), initializer="glorot_uniform", name="log_w")
        self.in_proj = self.add_weight(shape=(input_shape[-1], self.units), initializer="glorot_uniform", name="in_proj")

    def call(self, x):
        skew = self.log_w - tf.transpose(self.log_w)
        w = tf.linalg.expm(skew)           # torch.linalg.matrix_exp
        h = tf.matmul(x, self.in_proj)
        return tf.tanh(tf.matmul(h, w))

X = np.random.normal(size=(1024, 32)).astype("float32")
y = (X[:, :4].sum(axis=1) > 0).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(32,)),
    ExpOrthogonalDense(64),
    layers.Dense(1, activation="sigmoid", dtype="float32"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=64, epochs=3)
