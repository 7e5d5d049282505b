# Regression with standardized features, checkpoint save + reload, then continue training
import numpy as np
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 8)).astype("float32")
w = rng.normal(size=(8,))
y = (X @ w + 0.5 * np.sin(X[:, 0]) + rng.normal(0, 0.1, 3000)).astype("float32")
mean, std = X[:2500].mean(0), X[:2500].std(0)
Xn = (X - mean) / std

def build():
    return keras.Sequential([keras.Input((8,)), keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])

m = build()
m.compile(keras.optimizers.Adam(1e-3), "mse", metrics=["mae"])
m.fit(Xn[:2500], y[:2500], validation_data=(Xn[2500:], y[2500:]), batch_size=64, epochs=5, verbose=2)
m.save("reg.keras")
print("saved reg.keras, val:", m.evaluate(Xn[2500:], y[2500:], verbose=0))

m2 = keras.models.load_model("reg.keras")
print("reloaded val:", m2.evaluate(Xn[2500:], y[2500:], verbose=0))
m2.fit(Xn[:2500], y[:2500], validation_data=(Xn[2500:], y[2500:]), batch_size=64, epochs=3, verbose=2)
