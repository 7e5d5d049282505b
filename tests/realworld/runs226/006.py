# House-price style regression ported from a PyTorch notebook (SGD, lr from the notebook)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
n = 4000
area = rng.uniform(30, 300, n)
rooms = rng.integers(1, 8, n).astype(float)
year = rng.uniform(1950, 2020, n)
X = np.stack([area, rooms, year], 1).astype("float32")
y = (1500 * area + 8000 * rooms + 200 * (year - 1950) + rng.normal(0, 5000, n)).astype("float32") / 1000.0

ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(n, seed=0).batch(64)
model = keras.Sequential([
    keras.Input((3,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(ds, epochs=5, verbose=2)
print("pred sample:", model.predict(X[:4], verbose=0).ravel())
