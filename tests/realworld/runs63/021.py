# Healthy: Keras 3 on the JAX backend, small CNN on synthetic 16x16 images, compile/fit/evaluate,
# then save and reload the .keras file.
import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
N = 1200
y = rng.integers(0, 2, size=(N,))
X = rng.normal(size=(N, 16, 16, 1)).astype("float32") * 0.5
X[y == 1, 4:12, 4:12, 0] += 1.0           # class 1 has a bright square

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    layers.Conv2D(8, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(16, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(X[:1000], y[:1000], validation_data=(X[1000:], y[1000:]), epochs=6, batch_size=50, verbose=2)
print("test:", model.evaluate(X[1000:], y[1000:], verbose=0))
model.save("/tmp/runs63_021.keras")
reloaded = keras.models.load_model("/tmp/runs63_021.keras")
print("reloaded predictions match:", np.allclose(model.predict(X[:8], verbose=0), reloaded.predict(X[:8], verbose=0)))
