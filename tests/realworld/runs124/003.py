"""House-price regression (port of a sklearn/PyTorch notebook) with a Keras MLP."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(42)
N = 3000
sqft = rng.uniform(500, 4000, N)
rooms = rng.integers(1, 7, N)
age = rng.uniform(0, 80, N)
dist = rng.uniform(0.5, 40, N)
X = np.stack([sqft, rooms, age, dist], axis=1).astype("float32")
price = 50_000 + 120 * sqft + 8_000 * rooms - 600 * age - 1_500 * dist + rng.normal(0, 15_000, N)
y = price.astype("float32")

norm = layers.Normalization()
norm.adapt(X)

model = keras.Sequential([
    keras.Input(shape=(4,)),
    norm,
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    # output in (0, 1) "to keep predictions well-behaved"
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(X, y, epochs=10, batch_size=64, validation_split=0.2, verbose=2)
pred = model.predict(X[:5], verbose=0).ravel()
for p, t in zip(pred, y[:5]):
    print(f"pred={p:12.2f}  true={t:12.2f}")
