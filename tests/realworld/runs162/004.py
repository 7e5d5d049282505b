"""House-price regression on raw tabular features (Keras 3, SGD with momentum as in the PyTorch baseline)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
n = 4000
sqft = rng.normal(1800, 600, n).clip(300)
lot = rng.normal(8000, 3000, n).clip(500)
year = rng.integers(1900, 2022, n).astype(float)
rooms = rng.integers(1, 8, n).astype(float)
X = np.stack([sqft, lot, year, rooms], axis=1).astype("float32")
y = (50_000 + 120 * sqft + 2 * lot + 300 * (year - 1900) + 8_000 * rooms + rng.normal(0, 20_000, n)).astype("float32")

model = keras.Sequential([
    keras.Input((4,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(X, y, validation_split=0.2, batch_size=32, epochs=5, verbose=2)
print("prediction for first house:", model.predict(X[:1], verbose=0))
