# Mixed-precision training with a spectral decorrelation penalty on the embedding (nuclear-norm style)
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")

class SpectralPenalty(keras.layers.Layer):
    """Adds a penalty on the top singular value of the batch embedding matrix."""
    def __init__(self, weight=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.weight = weight
    def call(self, z):
        s = tf.linalg.svd(z - tf.reduce_mean(z, axis=0), compute_uv=False)
        self.add_loss(self.weight * tf.cast(s[0], tf.float32))
        return z

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype("float32")
y = (X[:, 0] * X[:, 1] > 0).astype("int32")

inp = keras.Input((20,))
z = keras.layers.Dense(64, activation="relu")(inp)
z = SpectralPenalty(name="spectral")(z)
out = keras.layers.Dense(2, dtype="float32")(z)
model = keras.Model(inp, out)
print("compute dtype:", model.layers[1].compute_dtype)
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(X, y, batch_size=64, epochs=3, verbose=2)
