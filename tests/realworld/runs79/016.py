# House-price regression on raw (unscaled) tabular features with plain SGD.
import numpy as np, keras
from keras import layers

rng = np.random.default_rng(17)
n = 5000
sqft = rng.normal(1800, 600, n).clip(300)
lot = rng.normal(9000, 4000, n).clip(500)
year = rng.integers(1900, 2022, n)
rooms = rng.integers(1, 8, n)
price = 120 * sqft + 3 * lot + 800 * (year - 1900) + 15000 * rooms + rng.normal(0, 20000, n)
X = np.stack([sqft, lot, year, rooms], 1).astype("float32")
y = price.astype("float32")
print("feature ranges:", X.min(0), X.max(0), "target mean:", y.mean())

model = keras.Sequential([keras.Input((4,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(X, y, batch_size=32, epochs=5, validation_split=0.1, verbose=2)
