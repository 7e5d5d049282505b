import numpy as np
import tensorflow as tf
import keras

# Tabular regression (house prices) ported from a sklearn/torch notebook
rng = np.random.default_rng(6)
N = 4000
area = rng.uniform(40, 250, size=N)          # m^2
rooms = rng.integers(1, 7, size=N)
age = rng.uniform(0, 80, size=N)
dist = rng.uniform(0.5, 30, size=N)          # km to centre
x = np.stack([area, rooms, age, dist], axis=1).astype("float32")
price = (3200 * area + 15000 * rooms - 900 * age - 4000 * dist + 50000
         + rng.normal(0, 20000, size=N)).astype("float32")
print("x mean", x.mean(0).round(1), "price mean", float(price.mean()), "price std", float(price.std()))

ds = tf.data.Dataset.from_tensor_slices((x, price)).shuffle(N, seed=6).batch(64)
model = keras.Sequential([
    keras.Input((4,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=1e-3, momentum=0.9),
              loss="mse", metrics=["mae"])
hist = model.fit(ds, epochs=5, verbose=2)
print("final train mae", hist.history["mae"][-1])
