# Discriminator with spectrally-normalised dense layers (port of torch.nn.utils.spectral_norm),
# trained with mixed precision to match the torch AMP run
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")

class SNDense(layers.Layer):
    def __init__(self, units, activation=None, **kw):
        super().__init__(**kw)
        self.units = units
        self.activation = keras.activations.get(activation)
    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], self.units), initializer="glorot_uniform", name="kernel")
        self.bias = self.add_weight(shape=(self.units,), initializer="zeros", name="bias")
    def call(self, x):
        w = tf.cast(self.kernel, x.dtype)
        sigma = tf.linalg.svd(w, compute_uv=False)[0]
        return self.activation(tf.matmul(x, w / sigma) + tf.cast(self.bias, x.dtype))

rng = np.random.default_rng(5)
real = rng.normal(loc=1.0, size=(2048, 32)).astype("float32")
fake = rng.normal(loc=-1.0, size=(2048, 32)).astype("float32")
x = np.concatenate([real, fake]); y = np.concatenate([np.ones(2048), np.zeros(2048)]).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(64)

model = keras.Sequential([keras.Input((32,)), SNDense(128, "leaky_relu"), SNDense(64, "leaky_relu"),
                          layers.Dense(1, dtype="float32")])
print("compute dtype:", model.layers[0].compute_dtype, "variable dtype:", model.layers[0].variable_dtype)
model.compile(keras.optimizers.Adam(2e-4, beta_1=0.5), keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
