# Tabular regression (house-price style) with an MLP, Keras fit + SGD with momentum
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
n = 4000
area = rng.uniform(40, 250, n)
rooms = rng.integers(1, 7, n)
age = rng.uniform(0, 80, n)
dist = rng.uniform(0.5, 30, n)
X = np.stack([area, rooms, age, dist], axis=1).astype("float32")
price = 3000 * area + 15000 * rooms - 800 * age - 2500 * dist + rng.normal(0, 20000, n)
y = price.astype("float32")
print("X shape", X.shape, "y mean", float(y.mean()))

train = tf.data.Dataset.from_tensor_slices((X[:3500], y[:3500])).shuffle(3500).batch(64)
val = tf.data.Dataset.from_tensor_slices((X[3500:], y[3500:])).batch(256)

model = keras.Sequential([
    keras.Input(shape=(4,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss="mse", metrics=["mae"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
