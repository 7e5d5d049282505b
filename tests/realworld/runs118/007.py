"""GAN discriminator with a spectral-normalised dense layer, trained under the mixed_float16 policy to save memory."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype)

class SNDense(layers.Layer):
    """Dense layer whose kernel is divided by its largest singular value (spectral norm)."""
    def __init__(self, units, **kw):
        super().__init__(**kw)
        self.units = units
    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], self.units), initializer="glorot_uniform", name="kernel")
        self.bias = self.add_weight(shape=(self.units,), initializer="zeros", name="bias")
    def call(self, x):
        s = tf.linalg.svd(self.kernel, compute_uv=False)[0]
        return tf.matmul(x, self.kernel / s) + self.bias

disc = keras.Sequential([
    keras.Input((64,)),
    SNDense(128), layers.LeakyReLU(0.2),
    SNDense(64), layers.LeakyReLU(0.2),
    layers.Dense(1, dtype="float32"),
])
real = np.random.normal(1.0, 0.5, (512, 64)).astype("float32")
fake = np.random.normal(-1.0, 0.5, (512, 64)).astype("float32")
x = np.concatenate([real, fake]); y = np.concatenate([np.ones(512), np.zeros(512)]).astype("float32")
disc.compile(keras.optimizers.Adam(2e-4, beta_1=0.5), keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
disc.fit(x, y, batch_size=64, epochs=2)
