"""Resume a tabular autoencoder from last night's weights file after widening the bottleneck."""
import os
import numpy as np
import keras

def build_ae(n_features, code_dim):
    inp = keras.Input((n_features,))
    h = keras.layers.Dense(64, activation="relu", name="enc1")(inp)
    code = keras.layers.Dense(code_dim, activation="relu", name="code")(h)
    h = keras.layers.Dense(64, activation="relu", name="dec1")(code)
    return keras.Model(inp, keras.layers.Dense(n_features, name="recon")(h))

x = np.random.default_rng(16).normal(size=(1000, 30)).astype("float32")
ckpt = "/home/user/project/ae_nightly.weights.h5"

# nightly job (code_dim=8)
nightly = build_ae(30, code_dim=8)
nightly.compile("adam", "mse")
nightly.fit(x, x, batch_size=64, epochs=2, verbose=2)
nightly.save_weights(ckpt)
print("nightly weights written:", ckpt, os.path.getsize(ckpt), "bytes")

# today's experiment: bigger bottleneck, warm-start from the nightly weights
model = build_ae(30, code_dim=16)
model.compile("adam", "mse")
model.load_weights(ckpt)
model.fit(x, x, batch_size=64, epochs=2)
