# Tabular regression (house-price style) with SGD, ported from a torch notebook
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(9)
N = 4000
area = rng.uniform(30, 300, N); rooms = rng.integers(1, 8, N); age = rng.uniform(0, 80, N)
x = np.stack([area, rooms, age, area * rooms], 1).astype("float32")
y = (2500 * area + 15000 * rooms - 800 * age + rng.normal(0, 20000, N)).astype("float32")[:, None]
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64)

model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
model.compile(keras.optimizers.SGD(learning_rate=1e-3, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(ds, epochs=8, verbose=2)
