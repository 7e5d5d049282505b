# Churn prediction MLP; head adapted from our multi-class template (Dense(n_classes, softmax))
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(3)
N, D = 4000, 20
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D,))
y = ((x @ w + 0.5 * rng.normal(size=N)) > 0).astype("float32")
print("positive rate:", y.mean())

model = keras.Sequential([
    keras.Input((D,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1, activation="softmax"),   # n_classes=1 for binary
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="binary_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=10, validation_split=0.2, verbose=2)
print("sample predictions:", model.predict(x[:8], verbose=0).ravel())
print("labels:          ", y[:8])
