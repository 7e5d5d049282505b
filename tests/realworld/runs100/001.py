# House price regression: port of a sklearn/torch notebook to Keras.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(42)
N = 4000
sqft = rng.uniform(400, 4500, N)
rooms = rng.integers(1, 8, N).astype("float64")
age = rng.uniform(0, 90, N)
dist = rng.uniform(0.5, 40, N)
X = np.stack([sqft, rooms, age, dist], axis=1).astype("float32")
price = 120.0 * sqft + 15000 * rooms - 800 * age - 2500 * dist + rng.normal(0, 20000, N)
y = price.astype("float32")
print("X shape", X.shape, "y range", float(y.min()), float(y.max()))

model = keras.Sequential([
    keras.Input(shape=(4,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss="mse", metrics=["mae"])
model.summary()
hist = model.fit(X, y, batch_size=64, epochs=5, validation_split=0.1, verbose=1)
print("final loss:", hist.history["loss"][-1])
model.save("/home/user/project/price_model.keras")
print("saved model")
