"""Tabular risk model under mixed precision: rank-gauss (probit) feature transform layer ported from torch.special.erfinv."""
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")   # same as the GPU recipe (torch.autocast)

class RankGauss(keras.layers.Layer):
    """Maps quantile features in (0, 1) to N(0, 1) with the probit sqrt(2) * erfinv(2p - 1)."""
    def call(self, p):
        p = tf.clip_by_value(p, 1e-3, 1 - 1e-3)
        return np.sqrt(2.0) * tf.math.erfinv(2.0 * p - 1.0)

rng = np.random.default_rng(0)
quantiles = rng.uniform(size=(4096, 12)).astype("float32")
target = (quantiles[:, :3].sum(axis=1) > 1.5).astype("float32")

inp = keras.Input((12,))
h = RankGauss()(inp)
h = keras.layers.Dense(32, activation="relu")(h)
out = keras.layers.Dense(1, activation="sigmoid", dtype="float32")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy", metrics=["accuracy"])
print("compute dtype:", model.layers[1].compute_dtype)
model.fit(quantiles, target, batch_size=128, epochs=3, validation_split=0.1)
