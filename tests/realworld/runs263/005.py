# Keras model with a custom masked pooling layer ported from PyTorch (uses .item() style length lookup)
import numpy as np, tensorflow as tf, keras
from keras import layers

class MaskedMeanPool(layers.Layer):
    def call(self, x, lengths):
        max_len = int(tf.reduce_max(lengths).numpy())   # was lengths.max().item() in torch
        x = x[:, :max_len]
        mask = tf.sequence_mask(lengths, max_len, dtype=x.dtype)[..., None]
        return tf.reduce_sum(x * mask, 1) / tf.reduce_sum(mask, 1)

SEQ, FEAT = 50, 16
inp = keras.Input(shape=(SEQ, FEAT))
lens = keras.Input(shape=(), dtype="int32")
h = layers.Conv1D(32, 3, padding="same", activation="relu")(inp)
h = MaskedMeanPool()(h, lens)
out = layers.Dense(1)(h)
model = keras.Model([inp, lens], out)

rng = np.random.default_rng(4)
x = rng.normal(size=(1024, SEQ, FEAT)).astype("float32")
l = rng.integers(10, SEQ + 1, size=1024).astype("int32")
y = x[:, :, 0].mean(1, keepdims=True)
model.compile(keras.optimizers.Adam(1e-3), "mse")
model.fit([x, l], y, batch_size=32, epochs=2, verbose=2)
