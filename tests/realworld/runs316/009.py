# Binary classifier (sigmoid head), Keras fit with explicit metric objects instead of strings
import numpy as np
import keras

rng = np.random.default_rng(8)
X = rng.normal(size=(4096, 20)).astype("float32")
w = rng.normal(size=(20,)).astype("float32")
y = (X @ w > 0).astype("float32")

model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(),
              metrics=[keras.metrics.Accuracy(name="acc")])
model.fit(X, y, batch_size=64, epochs=6, validation_split=0.2, verbose=2)
