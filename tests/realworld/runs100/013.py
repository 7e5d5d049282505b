# Autoencoder with a "binarised" bottleneck (hash codes for retrieval).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(2)
X = rng.random((4000, 64)).astype("float32")
X[:, 32:] = X[:, :32] * 0.5 + 0.25            # correlated halves, compressible

inp = keras.Input((64,))
h = layers.Dense(128, activation="relu", name="enc1")(inp)
code = layers.Dense(16, activation="sigmoid", name="enc_code")(h)
bits = layers.Lambda(lambda t: tf.round(t), name="binarize")(code)
d = layers.Dense(128, activation="relu", name="dec1")(bits)
out = layers.Dense(64, activation="sigmoid", name="dec_out")(d)
ae = keras.Model(inp, out, name="hash_ae")
ae.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
ae.summary()
ae.fit(X, X, batch_size=64, epochs=8, validation_split=0.1, verbose=2)
codes = keras.Model(inp, bits).predict(X[:5], verbose=0)
print("sample codes:", codes.astype(int))
