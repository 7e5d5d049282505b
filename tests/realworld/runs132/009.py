"""Wind-direction forecaster with a von Mises output head (circular regression), trained with the
mixed_bfloat16 policy on a CPU box with AMX to speed things up."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype,
      "variable dtype:", keras.mixed_precision.global_policy().variable_dtype)

class VonMisesNLL(layers.Layer):
    """Negative log-likelihood of angle y under VonMises(mu, kappa); adds it as the training loss."""
    def call(self, inputs):
        y, mu, kappa = inputs
        y = tf.cast(y, mu.dtype)
        # log I0(k) = log(i0e(k)) + k   (numerically stable form)
        log_norm = tf.math.log(2.0 * np.pi * tf.math.bessel_i0e(kappa)) + kappa
        nll = log_norm - kappa * tf.math.cos(y - mu)
        self.add_loss(tf.reduce_mean(tf.cast(nll, "float32")))
        return mu

rng = np.random.default_rng(9)
N, T, F = 2048, 12, 4
feats = rng.normal(size=(N, T, F)).astype("float32")
angle = np.mod(np.arctan2(feats[:, -1, 0], feats[:, -1, 1]) + 0.2 * rng.normal(size=N), 2 * np.pi).astype("float32")[:, None]

x_in = keras.Input(shape=(T, F), name="history")
y_in = keras.Input(shape=(1,), name="direction")
h = layers.GRU(32)(x_in)
h = layers.Dense(32, activation="relu")(h)
mu = layers.Dense(1, name="mu")(h)
kappa = layers.Dense(1, activation="softplus", name="kappa")(h)
out = VonMisesNLL(name="vonmises_nll")([y_in, mu, kappa])
model = keras.Model([x_in, y_in], out)
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.summary()
model.fit({"history": feats, "direction": angle}, epochs=2, batch_size=64, verbose=2)
