# Regression MLP (house-price style), hyperparameters copied from the PyTorch recipe
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(6)
x = rng.uniform(0, 100, size=(4096, 12)).astype("float32")      # raw, unnormalised features
coef = rng.uniform(0.5, 3.0, size=(12,)).astype("float32")
y = (x @ coef + rng.normal(0, 5, size=(4096,))).astype("float32")
print("x range", float(x.min()), float(x.max()), "y mean", float(y.mean()))
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(64).prefetch(2)
model = keras.Sequential([keras.Input((12,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.1, momentum=0.9), loss="mse", metrics=["mae"])
model.fit(ds, epochs=5, verbose=2)
