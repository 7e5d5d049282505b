"""Warm-start the v2 classifier from the v1 checkpoint (legacy .h5 export).
v2 renamed the layers during the refactor and added a dropout; loading by name
so that the new head is left at its initialisation.
"""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

V1_PATH = "/home/user/project/ckpt_020/glyphs_v1.h5"
rng = np.random.default_rng(20)
N = 900
y = rng.integers(0, 5, size=N)
x = rng.normal(0, 0.5, size=(N, 28, 28, 1)).astype("float32")
for c in range(5):
    x[y == c, 4 + c * 4:8 + c * 4, 4:24, 0] += 2.0
xtr, ytr, xva, yva = x[:720], y[:720], x[720:], y[720:]

# ---- v1 (trained last month; retrained here so the script is self-contained) ----
v1 = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu", name="conv1"),
    layers.MaxPooling2D(name="pool1"),
    layers.Conv2D(32, 3, activation="relu", name="conv2"),
    layers.Flatten(name="flatten"),
    layers.Dense(5, name="fc"),
], name="glyphs_v1")
v1.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
v1.fit(xtr, ytr, epochs=4, batch_size=32, verbose=2)
print("v1 val:", v1.evaluate(xva, yva, verbose=0))
os.makedirs(os.path.dirname(V1_PATH), exist_ok=True)
v1.save(V1_PATH)

# ---- v2 -------------------------------------------------------------------------
v2 = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu", name="stem_conv"),
    layers.MaxPooling2D(name="stem_pool"),
    layers.Conv2D(32, 3, activation="relu", name="block1_conv"),
    layers.Flatten(name="flatten"),
    layers.Dropout(0.2, name="drop"),
    layers.Dense(5, name="classifier"),
], name="glyphs_v2")
v2.load_weights(V1_PATH, by_name=True)
print("loaded v1 weights into v2 (by name)")
v2.compile(keras.optimizers.Adam(1e-5), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
           metrics=["accuracy"])
print("v2 val before fine-tune:", v2.evaluate(xva, yva, verbose=0))
v2.fit(xtr, ytr, epochs=2, batch_size=32, validation_data=(xva, yva), verbose=2)
