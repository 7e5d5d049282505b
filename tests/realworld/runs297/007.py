import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

# tabular regression: house prices
rng = np.random.default_rng(0)
n = 8000
sqft = rng.uniform(400, 4000, n); rooms = rng.integers(1, 7, n); age = rng.uniform(0, 80, n); dist = rng.uniform(0.5, 40, n)
X = np.stack([sqft, rooms, age, dist], 1).astype("float32")
price = 50000 + 180 * sqft + 12000 * rooms - 900 * age - 2500 * dist + rng.normal(0, 20000, n)
Y = price.astype("float32")[:, None]
norm = layers.Normalization(); norm.adapt(X)

ds = tf.data.Dataset.from_tensor_slices((X[:7000], Y[:7000])).shuffle(7000).batch(64)
val = tf.data.Dataset.from_tensor_slices((X[7000:], Y[7000:])).batch(512)
model = keras.Sequential([keras.Input((4,)), norm, layers.Dense(64, activation="relu"), layers.Dense(64, activation="relu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=1e-3, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(ds, validation_data=val, epochs=6, verbose=2)
