# House-price regressor; head copied from the binary classifier template
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(1)
X = rng.normal(size=(3000, 10)).astype("float32")
price = (250000 + 40000 * X[:, 0] - 25000 * X[:, 3] + 5000 * rng.normal(size=3000)).astype("float32")

model = keras.Sequential([
    keras.Input((10,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(X, price, epochs=8, batch_size=64, validation_split=0.1, verbose=2)
