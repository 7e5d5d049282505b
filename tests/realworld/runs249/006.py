# Tabular regression (house-price style) ported from a PyTorch notebook: MLP + SGD(momentum).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
N = 8000
feats = np.column_stack([
    rng.uniform(30, 300, N),        # living area m2
    rng.integers(1, 7, N),          # rooms
    rng.uniform(0, 100, N),         # age years
    rng.uniform(0, 50, N),          # distance to centre km
]).astype("float32")
price = (2500 * feats[:, 0] + 15000 * feats[:, 1] - 800 * feats[:, 2] - 2000 * feats[:, 3]
         + rng.normal(0, 20000, N)).astype("float32")[:, None]

ds = tf.data.Dataset.from_tensor_slices((feats, price)).shuffle(N).batch(64)
model = keras.Sequential([keras.Input((4,)),
                          keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=1e-3, momentum=0.9),
              loss="mse", metrics=["mae"])
model.fit(ds, epochs=5, verbose=2)
print("sample predictions:", model.predict(feats[:4], verbose=0).ravel(), "targets:", price[:4].ravel())
