import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras
print("keras", keras.__version__, "backend", keras.backend.backend())
rng = np.random.default_rng(0)
x = rng.normal(size=(2000, 10)).astype("float32")
y = (x[:, :2].sum(1) + 0.5 * x[:, 2] ** 2).astype("float32")[:, None]
model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(x, y, batch_size=64, epochs=8, validation_split=0.1, verbose=2)
print("test mse", model.evaluate(x[:200], y[:200], verbose=0))
