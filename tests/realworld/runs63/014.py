# Keras 3 (JAX backend): load the classifier weights saved last week (units=64) into the model
# rebuilt from the updated config (units=128).
import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras
from keras import layers


def build(units):
    return keras.Sequential([
        keras.Input((20,)),
        layers.Dense(units, activation="relu", name="hidden"),
        layers.Dense(3, activation="softmax", name="out"),
    ])


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 20)).astype("float32")
y = rng.integers(0, 3, size=(256,))

old = build(64)
old.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
old.fit(X, y, epochs=2, batch_size=32, verbose=2)
old.save_weights("/tmp/runs63_014.weights.h5")

new = build(128)
new.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
new.load_weights("/tmp/runs63_014.weights.h5")
new.fit(X, y, epochs=2, batch_size=32, verbose=2)
