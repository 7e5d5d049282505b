"""Fine-tune stage: rebuild the encoder (now with a projection head) and restore stage-1 weights."""
import os
import numpy as np
import keras
from keras import layers

os.makedirs("/home/user/project/stage1", exist_ok=True)
ckpt = "/home/user/project/stage1/encoder.weights.h5"
rng = np.random.default_rng(13)
X = rng.normal(size=(600, 20)).astype("float32")
y = (X[:, 0] * X[:, 1] > 0).astype("int32")

def build_encoder(with_projection=False):
    inp = keras.Input(shape=(20,))
    h = layers.Dense(64, activation="relu", name="enc_dense1")(inp)
    h = layers.Dense(64, activation="relu", name="enc_dense2")(h)
    if with_projection:
        h = layers.Dense(32, name="proj")(h)
        h = layers.LayerNormalization(name="proj_norm")(h)
    out = layers.Dense(1, activation="sigmoid", name="cls")(h)
    return keras.Model(inp, out)

# ---- stage 1 (already run earlier in the pipeline) ----
stage1 = build_encoder()
stage1.compile("adam", "binary_crossentropy", metrics=["accuracy"])
stage1.fit(X, y, epochs=2, batch_size=32, verbose=2)
stage1.save_weights(ckpt)
print("stage 1 weights saved to", ckpt)

# ---- stage 2 ----
model = build_encoder(with_projection=True)
model.load_weights(ckpt)
model.compile(keras.optimizers.Adam(1e-4), "binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, epochs=2, batch_size=32, verbose=2)
