"""House-price regression (tabular) - MLP with SGD, ported from a sklearn/pytorch notebook."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
n = 4000
sqft = rng.uniform(400, 4500, n)
rooms = rng.integers(1, 8, n).astype(float)
age = rng.uniform(0, 90, n)
dist = rng.uniform(0.5, 40, n)
X = np.stack([sqft, rooms, age, dist], axis=1).astype("float32")
# price in dollars
y = (120 * sqft + 15000 * rooms - 800 * age - 2500 * dist + rng.normal(0, 20000, n)).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(4,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss="mse", metrics=["mae"])
model.fit(X, y, batch_size=64, epochs=5, validation_split=0.2, verbose=2)
print(model.predict(X[:5], verbose=0).ravel())
