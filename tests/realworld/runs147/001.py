"""Tabular churn classifier - baseline MLP (Keras 3)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
n, d = 2000, 12
X = rng.normal(size=(n, d)).astype("float32")
w = rng.normal(size=(d,))
y = ((X @ w + 0.3 * rng.normal(size=n)) > 0).astype("int32")
X_train, X_val = X[:1600], X[1600:]
y_train, y_val = y[:1600], y[1600:]

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
hist = model.fit(X_train, y_train, validation_data=(X_val, y_val),
                 batch_size=64, epochs=5, verbose=2)
print("final val_accuracy:", round(hist.history["val_accuracy"][-1], 4))
