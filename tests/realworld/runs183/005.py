"""Global-filter (GFNet/FNet-style) sequence classifier ported from PyTorch to Keras 3.
torch version: X = torch.fft.rfft(x, dim=1); X = X * self.weight; x = torch.fft.irfft(X, n=N, dim=1)"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

SEQ, D, N_CLASSES = 64, 32, 4
keras.utils.set_random_seed(5)


class GlobalFilter(layers.Layer):
    """Learnable filter applied in the frequency domain along the time axis."""

    def build(self, input_shape):
        n_freq = input_shape[1] // 2 + 1
        self.weight = self.add_weight(name="filter", shape=(n_freq, input_shape[2]),
                                      initializer=keras.initializers.RandomNormal(stddev=0.02) , trainable=True)

    def call(self, x):
        xt = tf.transpose(x, (0, 2, 1))               # (B, D, T): tf.signal works on the last axis
        freq = tf.signal.rfft(xt)                      # complex64, (B, D, T//2+1)
        freq = freq * tf.transpose(self.weight)        # filter, as in the torch code
        out = tf.signal.irfft(freq, fft_length=[SEQ])
        return tf.transpose(out, (0, 2, 1))


rng = np.random.default_rng(5)
n = 800
t = np.arange(SEQ)
labels = rng.integers(0, N_CLASSES, size=n)
freqs = np.array([2, 5, 9, 14])[labels]
x = np.sin(2 * np.pi * freqs[:, None] * t[None, :] / SEQ)[..., None] + 0.3 * rng.normal(size=(n, SEQ, 1))
x = np.repeat(x, D, axis=-1).astype("float32")

inputs = keras.Input((SEQ, D))
h = layers.Dense(D)(inputs)
h = layers.LayerNormalization()(h + GlobalFilter()(h))
h = layers.GlobalAveragePooling1D()(layers.Dense(D, activation="gelu")(h))
outputs = layers.Dense(N_CLASSES)(h)
model = keras.Model(inputs, outputs, name="gfnet_1d")
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, labels, batch_size=32, epochs=3, validation_split=0.2)
