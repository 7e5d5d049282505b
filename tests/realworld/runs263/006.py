# House-price regression MLP (raw features straight from the CSV export), SGD with the lr from the torch config
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(6)
n = 4000
area = rng.uniform(30, 400, n)          # m^2
year = rng.uniform(1900, 2024, n)
rooms = rng.integers(1, 8, n)
dist = rng.uniform(0.1, 50, n)          # km
x = np.stack([area, year, rooms, dist], 1).astype("float32")
price = (2500 * area + 300 * (year - 1900) + 10000 * rooms - 2000 * dist + rng.normal(0, 2e4, n)).astype("float32")
y = price / 1000.0  # in k$

model = keras.Sequential([
    keras.Input(shape=(4,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(x, y, validation_split=0.1, batch_size=64, epochs=8, verbose=2)
print("pred on first 3:", model.predict(x[:3], verbose=0).ravel(), "true:", y[:3])
