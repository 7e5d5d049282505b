"""House-price regression: raw (unscaled) features and prices, SGD with momentum as in the paper."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(4)
n = 3000
sqft = rng.uniform(400, 5000, n)
rooms = rng.integers(1, 8, n)
year = rng.integers(1900, 2022, n)
dist = rng.uniform(0.5, 60, n)
x = np.stack([sqft, rooms, year, dist], axis=1).astype("float32")
price = (150 * sqft + 10000 * rooms + 200 * (year - 1900) - 1500 * dist + rng.normal(0, 20000, n)).astype("float32")

model = keras.Sequential([
    keras.Input((4,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(x, price, validation_split=0.2, epochs=5, batch_size=32, verbose=2)
