# Tabular regression with a Normalization layer adapted on the raw feature matrix
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 8)).astype("float32")
w = rng.normal(size=(8, 1)).astype("float32")
y = X @ w + 0.1 * rng.normal(size=(2000, 1)).astype("float32")
# sensor column 5 has missing readings exported as NaN
X[rng.choice(2000, 15, replace=False), 5] = np.nan

norm = layers.Normalization(axis=-1)
norm.adapt(X)

model = keras.Sequential([
    keras.Input(shape=(8,)),
    norm,
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(X, y, epochs=5, batch_size=64, validation_split=0.2)
