"""Audio keyword spotting with an FNet-style spectral mixing layer, trained with the mixed_bfloat16 policy on CPU."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype,
      "variable dtype:", keras.mixed_precision.global_policy().variable_dtype)


class SpectralMix(layers.Layer):
    """FNet token mixing: Re(FFT(x)) along time, then a learned projection."""

    def __init__(self, units, **kw):
        super().__init__(**kw)
        self.units = units

    def build(self, input_shape):
        self.proj = self.add_weight(name="proj", shape=(input_shape[-1] // 2 + 1, self.units),
                                    initializer="glorot_uniform")

    def call(self, x):
        spec = tf.abs(tf.signal.rfft(x))          # (batch, frames, bins)
        return tf.matmul(spec, self.proj)


rng = np.random.default_rng(5)
frames, win = 32, 64
x = rng.normal(size=(800, frames, win)).astype("float32")
y = rng.integers(0, 6, 800)
t = np.arange(win)
for i in range(800):
    x[i] += np.sin(2 * np.pi * (y[i] + 2) * t / win)

model = keras.Sequential([
    keras.Input(shape=(frames, win)),
    layers.Dense(win),
    SpectralMix(48),
    layers.GlobalAveragePooling1D(),
    layers.Dense(6),
    layers.Activation("linear", dtype="float32"),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=3, validation_split=0.1)
